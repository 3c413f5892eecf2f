import type { LedgerEntry } from '../../api/types';
import type { Language } from '../../i18n';

/** Money is compared to the piaster: anything closer is rounding, not a break in the ledger. */
const TOLERANCE = 0.005;

/**
 * Rows whose balance_after does not follow from the row before them (previous balance plus a credit or
 * minus a debit), by entry id with the balance that was expected. `chronological` is oldest first; the
 * first row has nothing before it and is never flagged.
 */
export function findLedgerBreaks(chronological: readonly LedgerEntry[]): Map<string, number> {
  const breaks = new Map<string, number>();
  for (let index = 1; index < chronological.length; index += 1) {
    const previous = chronological[index - 1] as LedgerEntry;
    const entry = chronological[index] as LedgerEntry;
    const { amount, type, balance_after: balance } = entry.transaction;
    const expected = previous.transaction.balance_after + (type === 'CR' ? amount : -amount);
    if (Math.abs(expected - balance) > TOLERANCE) breaks.set(entry._id, Math.round(expected * 100) / 100);
  }
  return breaks;
}

/** The API lists the ledger newest first; charts and the consistency check read it oldest first. */
export const oldestFirst = (entries: readonly LedgerEntry[]): LedgerEntry[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        Date.parse(a.entry.transaction.transaction_time) - Date.parse(b.entry.transaction.transaction_time) ||
        b.index - a.index,
    )
    .map(({ entry }) => entry);

export const ledgerProductName = (entry: LedgerEntry, language: Language): string =>
  entry.product.data?.[language]?.name ?? entry.product.data?.en?.name ?? '';

/**
 * What an entry is, as a ledger row names it: the product of an order line, or what moved the money otherwise
 * (a withdrawal, its return, a compensation) with that record's reference.
 */
export const ledgerEntryLabel = (
  entry: LedgerEntry,
  language: Language,
  t: (key: string, values?: Record<string, string>) => string,
): string => {
  const { kind, reference } = entry.transaction;
  if (kind) return t(`account.kinds.${kind}`, { reference: reference ?? '' });
  const name = ledgerProductName(entry, language) || t('account.unknownProduct');
  // A return case's refund names the case, so the product's sale and its refund read apart.
  return reference ? t('account.refund', { name, reference }) : name;
};

/** The balance before the oldest of `chronological` entries (oldest first): where a statement opens. */
export const openingBalance = (chronological: readonly LedgerEntry[]): number => {
  const first = chronological[0];
  if (!first) return 0;
  const { type, amount, balance_after: after } = first.transaction;
  return Math.round((after - (type === 'CR' ? amount : -amount)) * 100) / 100;
};

/** Pending money is total_balance minus net_balance (docs/money.md). */
export const pendingMoney = (wallet: { net_balance: number; total_balance: number }): number =>
  Math.round((wallet.total_balance - wallet.net_balance) * 100) / 100;
