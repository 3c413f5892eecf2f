import type { OrderStatus } from '../../src/lib/orderStatus';

/**
 * What one status change of an order line does to its seller's wallet, in piasters (docs/money.md): `net` and
 * `total` are added to net_balance and total_balance, and `entry` is the ledger entry it writes, if any.
 */
export type WalletMove = { net: number; total: number; entry: 'CR' | 'DR' | null };

/** A line's money: its unit price at order time times its quantity. */
export const lineAmount = (line: { price: number; quantity: number }): number => line.price * line.quantity;

/**
 * The wallet rule, the only one: the API applies it to each change as it happens (server/wallet/queries.ts),
 * the seed to the changes that brought each demo line to its status (server/demo/seed.ts).
 */
export const walletMove = (from: OrderStatus, to: OrderStatus, amount: number): WalletMove => {
  // Confirmed money is pending money: counted in total_balance, not yet available.
  if (to === 'confirmed') return { net: 0, total: amount, entry: null };
  // Delivered money is available: it moves to net_balance (already in total_balance) with a credit.
  if (to === 'delivered') return { net: amount, total: 0, entry: 'CR' };
  const wasPending = from === 'confirmed' || from === 'shipped';
  if ((to === 'canceled' || to === 'returned') && wasPending) return { net: 0, total: -amount, entry: null };
  if (to === 'returned' && from === 'delivered') return { net: -amount, total: -amount, entry: 'DR' };
  return { net: 0, total: 0, entry: null };
};

/**
 * The move that takes `move` back: the same amounts the other way, and the opposite ledger entry if it wrote
 * one, so an undone change leaves balances as they were and no entry without its reversal.
 */
export const reverseMove = (move: WalletMove): WalletMove => ({
  // 0 - x rather than -x: a move of nothing stays 0, not -0.
  net: 0 - move.net,
  total: 0 - move.total,
  entry: move.entry === 'CR' ? 'DR' : move.entry === 'DR' ? 'CR' : null,
});

/** A move as kept in an audit row's details, or null when the row has none (or not in this shape). */
export const storedMove = (value: unknown): WalletMove | null => {
  if (!value || typeof value !== 'object') return null;
  const { net, total, entry } = value as Record<string, unknown>;
  if (typeof net !== 'number' || typeof total !== 'number') return null;
  if (entry !== 'CR' && entry !== 'DR' && entry !== null) return null;
  return { net, total, entry };
};
