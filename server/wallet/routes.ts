import type { FastifyInstance } from 'fastify';
import { isValidDate } from '../../src/lib/enumerations';
import type { Db } from '../db/database';
import { currentUser, requireSeller } from '../lib/auth';
import { ApiError, MESSAGES, type Bilingual } from '../lib/errors';
import { pageMeta, pageOf } from '../lib/listQuery';
import type { ProductRow, TransactionRow } from '../db/schema';
import { toProduct, toTransaction, toUser, toWallet } from '../lib/serialize';
import { findUserById } from '../lib/users';
import { findProducts } from '../products/queries';
import { WALLET_MESSAGES as M } from './messages';
import { ledgerOf, ledgerPage, walletOf, type LedgerFilter } from './queries';
import { ACCOUNT_SUMMARY_RESPONSES, LEDGER_QUERY, type LedgerQuery } from './schemas';

/** Products read by one query: the whole ledger may name more than a statement may bind. */
const PRODUCTS_PER_READ = 1000;

/** Ledger rows in the API's shape, their products read together, each once however many rows name it. */
const withProducts = async (db: Db, rows: TransactionRow[]) => {
  const ids = [...new Set(rows.flatMap((row) => (row.product_id ? [row.product_id] : [])))];
  const products = new Map<string, ProductRow>();
  for (let start = 0; start < ids.length; start += PRODUCTS_PER_READ) {
    for (const product of await findProducts(db, ids.slice(start, start + PRODUCTS_PER_READ))) {
      products.set(product.id, product);
    }
  }
  return rows.map((row) => {
    const product = row.product_id ? products.get(row.product_id) : undefined;
    return toTransaction(row, product ? toProduct(product) : null);
  });
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `from`/`to` as bounds on the stored ISO times: a day covers the whole UTC day (so `to` is "before the next
 * day"), a timestamp is itself included. A date the calendar lacks (2026-02-30) is refused under its field.
 */
const timeRangeOf = (query: LedgerQuery): Pick<LedgerFilter, 'from' | 'before' | 'until'> => {
  const problems: Record<string, Bilingual> = {};
  const instant = (name: 'from' | 'to'): number | null => {
    const value = query[name];
    if (value === undefined) return null;
    const at = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
    if (!isValidDate(value) || Number.isNaN(at)) problems[name] = M.invalidDate;
    return at;
  };
  const from = instant('from');
  const to = instant('to');
  if (Object.keys(problems).length > 0) throw new ApiError(400, MESSAGES.fieldsToCorrect, problems);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    from: from === null ? undefined : iso(from),
    before: to !== null && query.to?.length === 10 ? iso(to + DAY_MS) : undefined,
    until: to !== null && query.to?.length !== 10 ? iso(to) : undefined,
  };
};

/** Any list parameter asks for a page; a call with none keeps the whole-ledger answer docs/api.md describes. */
const LIST_PARAMETERS = ['page', 'limit', 'search', 'from', 'to'] as const;

export const walletRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /**
   * The account summary (docs/money.md): wallet, ledger newest first, and the user; or, with list parameters,
   * one page of the ledger (server/wallet/schemas.ts). A static path, so it wins over GET /accounts/:id.
   */
  app.get<{ Querystring: LedgerQuery }>(
    '/accounts/wallet',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'The caller’s balances and one page of the ledger',
        querystring: LEDGER_QUERY,
        response: ACCOUNT_SUMMARY_RESPONSES,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [user, wallet] = await Promise.all([findUserById(db, userId), walletOf(db, userId)]);
      const summary = { wallet: toWallet(wallet), user: user ? toUser(user) : null };
      const query = request.query;
      if (!LIST_PARAMETERS.some((name) => query[name] !== undefined)) {
        const transactions = await withProducts(db, await ledgerOf(db, userId));
        return { success: true, data: { ...summary, transactions } };
      }
      const page = pageOf(query);
      const { rows, count } = await ledgerPage(
        db,
        userId,
        { search: query.search, ...timeRangeOf(query) },
        page,
      );
      return {
        success: true,
        data: summary,
        items: await withProducts(db, rows),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
      };
    },
  );
};
