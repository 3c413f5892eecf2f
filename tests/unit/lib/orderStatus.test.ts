import { describe, expect, it } from 'vitest';
import {
  canActorSet,
  orderProgress,
  ORDER_STATUSES,
  statusOptionsFor,
  statusTone,
  type OrderStatus,
} from '../../../src/lib/orderStatus';

const done = (status: string) =>
  orderProgress(status)
    .steps.filter((step) => step.done)
    .map((step) => step.step);

describe('orderProgress', () => {
  it.each([
    ['pending', ['pending'], false],
    ['confirmed', ['pending', 'confirmed'], false],
    ['shipped', ['pending', 'confirmed', 'shipped'], false],
    ['delivered', ['pending', 'confirmed', 'shipped', 'delivered'], false],
    ['canceled', ['pending'], true],
    ['returned', ['pending'], false],
    ['rejected', ['pending'], false],
    ['lost-in-transit', ['pending'], false],
  ] as const)('%s: green steps %j, red cross %s', (status, steps, canceled) => {
    expect(done(status)).toEqual(steps);
    expect(orderProgress(status).canceled).toBe(canceled);
    expect(orderProgress(status).steps.map((step) => step.step)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
  });
});

describe('statusTone (the status labels’ colours)', () => {
  it.each([
    ['confirmed', 'success'],
    ['pending', 'secondary'],
    ['rejected', 'danger'],
    ['shipped', 'warningDark'],
    ['delivered', 'successDark'],
    ['canceled', 'warning'],
    ['returned', 'warning'],
    ['something-new', 'warning'],
  ])('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('statusOptionsFor', () => {
  it('lists the admin’s options and lets them choose only the moves the table allows', () => {
    const choosable = (current: OrderStatus) =>
      statusOptionsFor('admin', current)
        .filter((option) => !option.disabled)
        .map((option) => option.value);
    for (const current of ORDER_STATUSES) {
      expect(
        statusOptionsFor('admin', current)
          .map((option) => option.value)
          .slice(0, 5),
      ).toEqual(['pending', 'confirmed', 'shipped', 'delivered', 'canceled']);
      // Never a move the server refuses: every choosable option is an allowed transition for an admin.
      for (const next of choosable(current)) expect(canActorSet('admin', current, next)).toBe(true);
    }
    expect(choosable('pending').sort()).toEqual(['canceled', 'confirmed']);
    expect(choosable('confirmed').sort()).toEqual(['canceled', 'shipped']);
    expect(choosable('shipped')).toEqual([]);
    expect(choosable('canceled')).toEqual([]);
  });

  it('adds a status outside the admin list as a disabled option so the control can show it', () => {
    expect(statusOptionsFor('admin', 'returned').at(-1)).toEqual({ value: 'returned', disabled: true });
  });

  it('lets a seller confirm or reject a pending line and nothing else', () => {
    expect(statusOptionsFor('seller', 'pending')).toEqual([
      { value: 'pending', disabled: true },
      { value: 'confirmed', disabled: false },
      { value: 'rejected', disabled: false },
    ]);
    for (const current of ORDER_STATUSES.filter((status) => status !== 'pending')) {
      expect(statusOptionsFor('seller', current).every((option) => option.disabled)).toBe(true);
    }
  });
});

describe('canActorSet', () => {
  const allowed = (actor: 'seller' | 'admin' | 'logistics') =>
    ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canActorSet(actor, from, to)).map((to) => `${from}→${to}`),
    );

  it('matches the transition and role table', () => {
    expect(allowed('seller')).toEqual(['pending→confirmed', 'pending→rejected']);
    expect(allowed('admin')).toEqual([
      'pending→confirmed',
      'pending→canceled',
      'confirmed→shipped',
      'confirmed→canceled',
    ]);
    expect(allowed('logistics')).toEqual(['shipped→delivered', 'shipped→returned', 'delivered→returned']);
  });
});
