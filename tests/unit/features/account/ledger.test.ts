import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../../src/api/types';
import {
  findLedgerBreaks,
  ledgerEntryLabel,
  oldestFirst,
  pendingMoney,
} from '../../../../src/features/account/ledger';

const entry = (
  id: string,
  type: 'CR' | 'DR',
  amount: number,
  balance: number,
  time = '2026-10-01T10:00:00.000Z',
  names = { en: `Product ${id}`, ar: `منتج ${id}` },
): LedgerEntry => ({
  _id: id,
  product: { data: { en: { name: names.en }, ar: { name: names.ar } } as LedgerEntry['product']['data'] },
  transaction: {
    transaction_time: time,
    order_ref_id: `ORD-${id}`,
    type,
    amount,
    balance_after: balance,
    kind: null,
    reference: null,
  },
});

describe('findLedgerBreaks', () => {
  it('accepts a ledger where every balance follows from the one before', () => {
    const ledger = [entry('a', 'CR', 100, 100), entry('b', 'CR', 50.25, 150.25), entry('c', 'DR', 0.25, 150)];
    expect(findLedgerBreaks(ledger).size).toBe(0);
  });

  it('flags the row that breaks the chain with the balance it should have had, and only that row', () => {
    const ledger = [
      entry('a', 'CR', 100, 100),
      entry('b', 'CR', 50, 170),
      entry('c', 'DR', 20, 150),
      entry('d', 'DR', 10, 145),
    ];
    expect([...findLedgerBreaks(ledger)]).toEqual([
      ['b', 150],
      ['d', 140],
    ]);
  });

  it('never flags the first row, and ignores sub-piaster rounding', () => {
    expect(findLedgerBreaks([entry('a', 'CR', 100, 999)]).size).toBe(0);
    expect(
      findLedgerBreaks([entry('a', 'CR', 0.1, 0.1), entry('b', 'CR', 0.2, 0.30000000000000004)]).size,
    ).toBe(0);
    expect(findLedgerBreaks([]).size).toBe(0);
  });
});

describe('oldestFirst', () => {
  it('sorts by time and keeps the API’s newest-first order reversed for equal times', () => {
    const newestFirst = [
      entry('c', 'DR', 10, 90, '2026-10-02T00:00:00.000Z'),
      entry('b', 'CR', 50, 100, '2026-10-01T00:00:00.000Z'),
      entry('a', 'CR', 50, 50, '2026-10-01T00:00:00.000Z'),
    ];
    expect(oldestFirst(newestFirst).map((row) => row._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('pendingMoney', () => {
  it('computes pending money as total minus net, to the piaster', () => {
    expect(pendingMoney({ net_balance: 100.1, total_balance: 150.3 })).toBe(50.2);
  });
});

describe('ledgerEntryLabel', () => {
  const t = (key: string, values?: Record<string, string>) => `${key}${JSON.stringify(values ?? {})}`;

  it('names a sale by its product, and a return case’s refund by the case and the product', () => {
    const sale = entry('s', 'CR', 100, 100);
    expect(ledgerEntryLabel(sale, 'ar', t)).toBe('منتج s');
    const refund = {
      ...sale,
      transaction: { ...sale.transaction, type: 'DR' as const, reference: 'RT-0A1B2C3D4E' },
    };
    expect(ledgerEntryLabel(refund, 'en', t)).toBe(
      'account.refund{"name":"Product s","reference":"RT-0A1B2C3D4E"}',
    );
    const withdrawal = {
      ...sale,
      transaction: { ...sale.transaction, kind: 'withdrawal' as const, reference: 'WD-0A1B2C3D4E' },
    };
    expect(ledgerEntryLabel(withdrawal, 'en', t)).toBe(
      'account.kinds.withdrawal{"reference":"WD-0A1B2C3D4E"}',
    );
  });
});
