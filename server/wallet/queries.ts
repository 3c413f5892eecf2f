import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';
import type { TransactionRow, WalletRow } from '../lib/serialize';
import type { WalletMove } from './rules';

export type LedgerEntry = {
  id: string;
  userId: string;
  productId: string;
  orderRef: string;
  type: 'CR' | 'DR';
  amount: number;
  balanceAfter: number;
  at: string;
};

/** Writes ledger entries with one prepared statement (the seed writes many). */
export const ledgerWriter = (db: Database) => {
  const insert = db.prepare(
    `INSERT INTO transactions (id, user_id, product_id, order_ref_id, type, amount, balance_after, transaction_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (entry: LedgerEntry): void => {
    insert.run(
      entry.id,
      entry.userId,
      entry.productId,
      entry.orderRef,
      entry.type,
      entry.amount,
      entry.balanceAfter,
      entry.at,
    );
  };
};

/**
 * Applies a move of the wallet rule to the seller's wallet and writes its ledger entry with the balance after
 * it; amounts in piasters. The wallet row is created on first use for sellers onboarded after the seed. Call
 * it inside the transaction of the status change.
 */
export const recordWalletMove = (
  db: Database,
  line: { sellerId: string; productId: string; orderRef: string; amount: number },
  move: WalletMove,
  at: string,
): void => {
  db.prepare('INSERT OR IGNORE INTO wallets (user_id) VALUES (?)').run(line.sellerId);
  if (move.net !== 0 || move.total !== 0) {
    db.prepare(
      'UPDATE wallets SET net_balance = net_balance + ?, total_balance = total_balance + ? WHERE user_id = ?',
    ).run(move.net, move.total, line.sellerId);
  }
  if (!move.entry) return;
  ledgerWriter(db)({
    id: newId(),
    userId: line.sellerId,
    productId: line.productId,
    orderRef: line.orderRef,
    type: move.entry,
    amount: line.amount,
    balanceAfter: walletOf(db, line.sellerId)?.net_balance ?? 0,
    at,
  });
};

export const walletOf = (db: Database, userId: string): WalletRow | undefined =>
  db.prepare<[string], WalletRow>('SELECT * FROM wallets WHERE user_id = ?').get(userId);

/** The user's ledger, newest first. */
export const ledgerOf = (db: Database, userId: string): TransactionRow[] =>
  db
    .prepare<[string], TransactionRow>(
      'SELECT * FROM transactions WHERE user_id = ? ORDER BY transaction_time DESC, rowid DESC',
    )
    .all(userId);
