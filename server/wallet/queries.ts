import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';
import { productOrOrderMatches } from '../lib/listQuery';
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

/** What narrows a ledger page: a search (normalised here) and a time range of ISO timestamps. */
export type LedgerFilter = { search?: string; from?: string; before?: string; until?: string };

/**
 * One page of the user's ledger, newest first, with the count of the rows that match. balance_after is the
 * running balance stored with each row when it was written (the wallet's net balance after its move, which
 * only ledger entries change), so a row answers the same balance on any page and under any filter without
 * summing the rows before it. The page walks transactions_user_time backwards: its cost is the page, not the
 * ledger. A search matches product names (either language, through the products' trigram index) or the order
 * reference (through the orders' one).
 */
export const ledgerPage = (
  db: Database,
  userId: string,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): { rows: TransactionRow[]; count: number } => {
  const clauses = ['t.user_id = ?'];
  const params: string[] = [userId];
  if (filter.from) {
    clauses.push('t.transaction_time >= ?');
    params.push(filter.from);
  }
  if (filter.before) {
    clauses.push('t.transaction_time < ?');
    params.push(filter.before);
  }
  if (filter.until) {
    clauses.push('t.transaction_time <= ?');
    params.push(filter.until);
  }
  const matches = productOrOrderMatches(filter.search);
  if (matches) {
    clauses.push(
      `(t.product_id IN (SELECT id FROM products WHERE rowid IN (${matches.products}))
        OR t.order_ref_id IN (SELECT order_ref_id FROM orders WHERE rowid IN (${matches.orders})))`,
    );
    params.push(...matches.params);
  }
  const where = `WHERE ${clauses.join(' AND ')}`;
  const rows = db
    .prepare<(string | number)[], TransactionRow>(
      `SELECT t.* FROM transactions t ${where}
       ORDER BY t.transaction_time DESC, t.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.limit, page.offset);
  const { count } = db
    .prepare<string[], { count: number }>(`SELECT COUNT(*) AS count FROM transactions t ${where}`)
    .get(...params) ?? { count: 0 };
  return { rows, count };
};
