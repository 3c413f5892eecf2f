import { sql, type RawBuilder } from 'kysely';
import { firstRowOf, rowsOf, type Db } from '../db/database';
import { newId } from '../lib/ids';
import { productOrOrderMatches } from '../lib/listQuery';
import type { TransactionRow, WalletRow } from '../db/schema';
import type { LedgerKind } from '../../src/lib/payouts';
import type { WalletMove } from './rules';

/**
 * Applies a move of the wallet rule to the seller's wallet and writes its ledger entry with the balance after
 * it; amounts in piasters. The wallet row is created on first use for sellers onboarded after the seed, by the
 * same statement that applies the move and answers the balance after it. Call it inside the transaction of the
 * status change.
 */
export const recordWalletMove = async (
  db: Db,
  line: { sellerId: string; productId: string; orderRef: string; amount: number; reference?: string },
  move: WalletMove,
  at: string,
): Promise<void> => {
  if (move.net === 0 && move.total === 0 && !move.entry) {
    await db
      .insertInto('wallets')
      .values({ user_id: line.sellerId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return;
  }
  const { net_balance } = await db
    .insertInto('wallets')
    .values({ user_id: line.sellerId, net_balance: move.net, total_balance: move.total })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        net_balance: sql<number>`wallets.net_balance + excluded.net_balance`,
        total_balance: sql<number>`wallets.total_balance + excluded.total_balance`,
      }),
    )
    .returning('net_balance')
    .executeTakeFirstOrThrow();
  if (!move.entry) return;
  await db
    .insertInto('transactions')
    .values({
      id: newId(),
      user_id: line.sellerId,
      product_id: line.productId,
      order_ref_id: line.orderRef,
      type: move.entry,
      amount: line.amount,
      balance_after: net_balance,
      transaction_time: at,
      // The return case a refund answers; a sale or a return without a case names none.
      reference: line.reference ?? null,
    })
    .execute();
};

/** Money moved in or out of a seller's available balance by something other than an order line. */
export type BalanceEntry = {
  userId: string;
  /** Piasters, above 0. */
  amount: number;
  type: 'CR' | 'DR';
  kind: LedgerKind;
  reference: string;
  at: string;
};

/**
 * Moves money in or out of the available balance (and the total with it) and writes the ledger entry with the
 * balance after it. A debit the available balance does not cover changes nothing and answers null: the check
 * and the move are one statement, so two debits racing for the same balance never overdraw it (SQLite writes
 * one at a time; PostgreSQL re-reads the row the other transaction locked). Call it inside a transaction.
 */
export const recordBalanceEntry = async (db: Db, entry: BalanceEntry): Promise<number | null> => {
  const signed = entry.type === 'CR' ? entry.amount : -entry.amount;
  const moved =
    entry.type === 'DR'
      ? await db
          .updateTable('wallets')
          .set({
            net_balance: sql<number>`net_balance + ${signed}`,
            total_balance: sql<number>`total_balance + ${signed}`,
          })
          .where('user_id', '=', entry.userId)
          .where('net_balance', '>=', entry.amount)
          .returning('net_balance')
          .executeTakeFirst()
      : await db
          .insertInto('wallets')
          .values({ user_id: entry.userId, net_balance: signed, total_balance: signed })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              net_balance: sql<number>`wallets.net_balance + excluded.net_balance`,
              total_balance: sql<number>`wallets.total_balance + excluded.total_balance`,
            }),
          )
          .returning('net_balance')
          .executeTakeFirst();
  if (!moved) return null;
  await db
    .insertInto('transactions')
    .values({
      id: newId(),
      user_id: entry.userId,
      product_id: null,
      order_ref_id: null,
      type: entry.type,
      amount: entry.amount,
      balance_after: moved.net_balance,
      transaction_time: entry.at,
      kind: entry.kind,
      reference: entry.reference,
    })
    .execute();
  return moved.net_balance;
};

export const walletOf = async (db: Db, userId: string): Promise<WalletRow | undefined> =>
  db
    .selectFrom('wallets')
    .select(['user_id', 'net_balance', 'total_balance'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

const TRANSACTION_COLUMNS = sql.raw(
  't.id, t.user_id, t.product_id, t.order_ref_id, t.type, t.amount, t.balance_after, t.transaction_time, ' +
    't.kind, t.reference',
);

/** The user's ledger, newest first. */
export const ledgerOf = async (db: Db, userId: string): Promise<TransactionRow[]> =>
  rowsOf(
    db,
    sql<TransactionRow>`SELECT ${TRANSACTION_COLUMNS} FROM transactions t WHERE t.user_id = ${userId}
      ORDER BY t.transaction_time DESC, t.rowid DESC`,
  );

/** What narrows a ledger page: a search (normalised here) and a time range of ISO timestamps. */
export type LedgerFilter = { search?: string; from?: string; before?: string; until?: string };

/**
 * One page of the user's ledger, newest first, with the count of the rows that match. balance_after is the
 * running balance stored with each row when it was written (the wallet's net balance after its move, which
 * only ledger entries change), so a row answers the same balance on any page and under any filter without
 * summing the rows before it. The page walks transactions_user_time backwards: its cost is the page, not the
 * ledger. A search matches product names (either language, through the products' search index) or the order
 * reference (through the orders' one).
 */
export const ledgerPage = async (
  db: Db,
  userId: string,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TransactionRow[]; count: number }> => {
  const conditions: RawBuilder<unknown>[] = [sql`t.user_id = ${userId}`];
  if (filter.from) conditions.push(sql`t.transaction_time >= ${filter.from}`);
  if (filter.before) conditions.push(sql`t.transaction_time < ${filter.before}`);
  if (filter.until) conditions.push(sql`t.transaction_time <= ${filter.until}`);
  const matches = productOrOrderMatches(db, filter.search);
  if (matches) {
    conditions.push(
      sql`(t.product_id IN (SELECT id FROM products WHERE rowid IN (${matches.products}))
        OR t.order_ref_id IN (SELECT order_ref_id FROM orders WHERE rowid IN (${matches.orders})))`,
    );
  }
  const where = sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  const [rows, counted] = await Promise.all([
    rowsOf(
      db,
      sql<TransactionRow>`SELECT ${TRANSACTION_COLUMNS} FROM transactions t ${where}
        ORDER BY t.transaction_time DESC, t.rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    firstRowOf(db, sql<{ count: number }>`SELECT COUNT(*) AS count FROM transactions t ${where}`),
  ]);
  return { rows, count: counted?.count ?? 0 };
};
