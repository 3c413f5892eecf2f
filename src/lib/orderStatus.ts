/**
 * Order-line status rules shared by the app and the reference API (docs/orders.md), so the
 * dropdowns never offer what the server refuses for a reason the app could have known.
 */

export type OrderStatus =
  'pending' | 'confirmed' | 'shipped' | 'delivered' | 'canceled' | 'returned' | 'rejected';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
  'returned',
  'rejected',
];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** Which status may follow which (docs/orders.md); every status not listed as a source is final. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'rejected', 'canceled'],
  confirmed: ['shipped', 'canceled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  canceled: [],
  returned: [],
  rejected: [],
};

/** Lines still on their way to a buyer: a product in one of them is promised to someone. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];

/**
 * Who may set what. Sellers answer their own pending lines; admins run sourcing (cancel, confirm, ship);
 * delivery and return are reported by logistics (an admin or a sourcing user) through its own call, since
 * the admin's status dropdown shows delivered disabled (docs/orders.md).
 */
export type OrderActor = 'seller' | 'admin' | 'logistics';

export const ACTOR_TARGETS: Readonly<Record<OrderActor, readonly OrderStatus[]>> = {
  seller: ['confirmed', 'rejected'],
  admin: ['canceled', 'confirmed', 'shipped'],
  logistics: ['delivered', 'returned'],
};

/** Sellers may only move a line out of pending. */
const ACTOR_SOURCES: Readonly<Record<OrderActor, readonly OrderStatus[] | null>> = {
  seller: ['pending'],
  admin: null,
  logistics: null,
};

export const isAllowedTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

export const canActorSet = (actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean => {
  const sources = ACTOR_SOURCES[actor];
  return (
    ACTOR_TARGETS[actor].includes(to) &&
    (sources === null || sources.includes(from)) &&
    isAllowedTransition(from, to)
  );
};

export interface StatusOption {
  value: OrderStatus;
  /** Shown but not selectable. */
  disabled: boolean;
}

/** The admin can choose canceled, confirmed, shipped; pending and delivered are shown but disabled (docs/orders.md). */
const ADMIN_OPTIONS: readonly StatusOption[] = [
  { value: 'pending', disabled: true },
  { value: 'confirmed', disabled: false },
  { value: 'shipped', disabled: false },
  { value: 'delivered', disabled: true },
  { value: 'canceled', disabled: false },
];

/**
 * The options of a line's status dropdown. The admin list is fixed (docs/orders.md), and of it only the moves
 * the transition table allows from the current status can be chosen, so the control never offers what the
 * server refuses; the seller may confirm or reject a pending line and nothing else. The line's current status
 * is always present (disabled when not otherwise listed) so the control shows it.
 */
export function statusOptionsFor(role: 'admin' | 'seller', current: OrderStatus): StatusOption[] {
  const options: StatusOption[] =
    role === 'admin'
      ? ADMIN_OPTIONS.map((option) => ({
          value: option.value,
          // Always listed (docs/orders.md), but only the moves the transition table allows can be chosen.
          disabled: option.disabled || !canActorSet('admin', current, option.value),
        }))
      : (['pending', 'confirmed', 'rejected'] as const).map((value) => ({
          value,
          disabled: value === 'pending' || !canActorSet('seller', current, value),
        }));
  if (!options.some((option) => option.value === current)) options.push({ value: current, disabled: true });
  return options;
}

export type ProgressStepName = 'pending' | 'confirmed' | 'shipped' | 'delivered';
export const PROGRESS_STEPS: readonly ProgressStepName[] = ['pending', 'confirmed', 'shipped', 'delivered'];

export interface ProgressStep {
  step: ProgressStepName;
  done: boolean;
}

export interface OrderProgress {
  steps: ProgressStep[];
  /** A canceled line shows a red cross (docs/orders.md). */
  canceled: boolean;
}

const REACHED_BY: Readonly<Record<Exclude<ProgressStepName, 'pending'>, readonly string[]>> = {
  confirmed: ['confirmed', 'shipped', 'delivered'],
  shipped: ['shipped', 'delivered'],
  delivered: ['delivered'],
};

/** The four-step progress (docs/orders.md) for any status, including unknown ones from another API. */
export function orderProgress(status: string): OrderProgress {
  return {
    // Every line starts as pending, so the first step is always reached.
    steps: PROGRESS_STEPS.map((step) => ({
      step,
      done: step === 'pending' || REACHED_BY[step].includes(status),
    })),
    canceled: status === 'canceled',
  };
}

export type StatusTone = 'success' | 'successDark' | 'secondary' | 'danger' | 'warning' | 'warningDark';

/** The label colours (docs/orders.md); any other status uses the default amber. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'confirmed':
      return 'success';
    case 'pending':
      return 'secondary';
    case 'rejected':
      return 'danger';
    case 'shipped':
      return 'warningDark';
    case 'delivered':
      return 'successDark';
    default:
      return 'warning';
  }
}
