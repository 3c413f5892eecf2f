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

describe('orderProgress (SPEC.md §4)', () => {
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

describe('statusTone (SPEC.md §4 label colours)', () => {
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
  it('gives the admin canceled, confirmed, shipped; pending and delivered shown but disabled', () => {
    for (const current of ['pending', 'confirmed', 'shipped', 'delivered'] as OrderStatus[]) {
      const options = statusOptionsFor('admin', current);
      expect(
        options
          .filter((option) => !option.disabled)
          .map((option) => option.value)
          .sort(),
      ).toEqual(['canceled', 'confirmed', 'shipped']);
      expect(options.filter((option) => option.disabled).map((option) => option.value)).toEqual([
        'pending',
        'delivered',
      ]);
    }
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

describe('canActorSet (DESIGN.md §4)', () => {
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
