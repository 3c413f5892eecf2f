/**
 * One page of the orders lists (each row is an order line), searched, filtered and sorted, with how many lines
 * match and how many in each status tab. Every plan reads an index of order_lines: the lines carry their buyer,
 * order time and ship-by day (server/db/tables.ts) so no filter needs another table to narrow them.
 */
import { sql, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { isCalendarDay } from '../../src/lib/documentFileName';
import {
  AWAITING_SHIPMENT,
  dayRangeReversed,
  marketDayStart,
  marketToday,
  nextDay,
  phoneSearchDigits,
  type OrderDue,
  type OrderSort,
} from '../../src/lib/orderList';
import { ORDER_STATUSES, type OrderStatus } from '../../src/lib/orderStatus';
import { databaseKind, firstRowOf, rowsOf, type Db } from '../db/database';
import { ApiError, MESSAGES } from '../lib/errors';
import { lowerBoundCount, matchingRowids, sellersNamed, usersMatching } from '../lib/listQuery';
import { ORDERS_MESSAGES as M } from './messages';
import { groupOrders, lineSelectFrom, type LineJoinRow } from './queries';

export type LineListFilter = {
  /** The seller's own list; null for the admins' list of every seller. */
  sellerId: string | null;
  status?: OrderStatus | 'all';
  /** Product name, order reference or id, buyer name, buyer phone (any digits) or e-mail. */
  search?: string;
  /** The admins' list: a seller by id, reference id, name or business name. */
  seller?: string;
  /** Order days (YYYY-MM-DD, in Egypt), both ends included. */
  from?: string;
  to?: string;
  due?: OrderDue;
  sort?: OrderSort;
};

/** Lines per status tab, each counted up to the count limit; null when counting them would read too much. */
export type StatusCounts = Record<OrderStatus | 'all', number> | null;

const NO_LINES = Object.fromEntries(
  ['all', ...ORDER_STATUSES].map((tab) => [tab, 0]),
) as NonNullable<StatusCounts>;

/** The three orders an index can hold the lines in (the last change, the order time, the ship-by day). */
type Family = 'updated' | 'ordered' | 'ship_by';

const SORTS: Record<OrderSort, { family: Family; orderBy: string }> = {
  recent: { family: 'updated', orderBy: 'l.updated_at DESC, l.rowid DESC' },
  newest: { family: 'ordered', orderBy: 'l.ordered_at DESC, l.rowid DESC' },
  oldest: { family: 'ordered', orderBy: 'l.ordered_at ASC, l.rowid ASC' },
  ship_by: { family: 'ship_by', orderBy: 'l.ship_by ASC, l.rowid ASC' },
};

/** The index holding a family's order within a seller and a status, a seller, a status or every line. */
const INDEXES: Record<Family, Record<'sellerStatus' | 'seller' | 'status' | 'all', string>> = {
  updated: {
    sellerStatus: 'order_lines_seller_status',
    seller: 'order_lines_seller_updated',
    status: 'order_lines_status',
    all: 'order_lines_updated',
  },
  ordered: {
    sellerStatus: 'order_lines_seller_status_ordered',
    seller: 'order_lines_seller_ordered',
    status: 'order_lines_status_ordered',
    all: 'order_lines_ordered',
  },
  ship_by: {
    sellerStatus: 'order_lines_seller_status_ship_by',
    seller: 'order_lines_seller_ship_by',
    status: 'order_lines_status_ship_by',
    all: 'order_lines_ship_by',
  },
};

type Where = RawBuilder<unknown>[];

const whereOf = (conditions: Where) =>
  conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

/** The order_lines table as `l`, read through one index (SQLite; PostgreSQL weighs its own plans). */
const linesThrough = (db: Db, index: string | 'rowid' | null) => {
  if (databaseKind(db) !== 'sqlite' || index === null) return sql.raw('order_lines l');
  return sql.raw(index === 'rowid' ? 'order_lines l NOT INDEXED' : `order_lines l INDEXED BY ${index}`);
};

const countOf = async (db: Db, query: RawBuilder<{ count: number }>): Promise<number> =>
  Number((await firstRowOf(db, query))?.count ?? 0);

/** How many lines match, counting no further than `limit + 1`. */
const countUpTo = (db: Db, lines: RawBuilder<unknown>, where: RawBuilder<unknown>, limit: number) =>
  countOf(
    db,
    sql`SELECT COUNT(*) AS count FROM (SELECT 1 AS one FROM ${lines} ${where} LIMIT ${limit + 1}) AS found`,
  );

/**
 * The days of a range checked: each a day of the calendar, the end not before the start (a 400 naming the
 * field, in both languages, rather than an empty list).
 */
const checkedRange = (from: string | undefined, to: string | undefined) => {
  const problems: Record<string, { en: string; ar: string }> = {};
  if (from !== undefined && !isCalendarDay(from)) problems.from = M.dayInvalid;
  if (to !== undefined && !isCalendarDay(to)) problems.to = M.dayInvalid;
  if (Object.keys(problems).length > 0) throw new ApiError(400, MESSAGES.fieldsToCorrect, problems);
  if (dayRangeReversed(from, to)) throw new ApiError(400, M.dayRangeReversed, { to: M.dayRangeReversed });
};

/** A line still to ship whose ship-by day is today, or before today. */
const dueCondition = (due: OrderDue, today: string): RawBuilder<unknown> => {
  const waiting = sql`l.status IN (${sql.join([...AWAITING_SHIPMENT])})`;
  return due === 'today'
    ? sql`${waiting} AND l.ship_by = ${today}`
    : sql`${waiting} AND l.ship_by < ${today}`;
};

/** Digits of a phone typed whole, without its leading 0 ("1012345678"). */
const WHOLE_PHONE_DIGITS = 10;

/** More matching users than this are kept as a subquery rather than listed in the statement. */
const LISTED_USERS_LIMIT = 10_000;

/**
 * The ids a user subquery finds, read once and listed in the statements that use them (`ids`, null when there
 * are too many to list: the subquery stands in).
 */
const listedUsers = async (db: Db, users: RawBuilder<{ _id: string }>) => {
  const rows = await rowsOf(db, sql<{ _id: string }>`${users} LIMIT ${LISTED_USERS_LIMIT + 1}`);
  if (rows.length > LISTED_USERS_LIMIT) return { ids: null, list: users as RawBuilder<unknown> };
  const ids = rows.map((row) => row._id);
  return { ids, list: ids.length > 0 ? sql.join(ids) : sql`NULL` };
};

/**
 * A search's lines: those whose product names, order reference or id contain it (the lines' search index), and
 * those of the buyers it names (usersMatching, through the lines' buyer index). `matched` lists their rowids,
 * to read few of them directly; `condition` tests one line, to walk many in a list's order.
 */
const searchOf = async (db: Db, typed: string) => {
  const phone = phoneSearchDigits(typed);
  // A whole phone number names a buyer, not a product or a reference: the lines' text is not searched for it
  // (its digits' trigrams are in every other reference, so that search alone read thousands of lines).
  const text = phone && phone.length >= WHOLE_PHONE_DIGITS ? '' : normalizeForSearch(typed);
  const named = usersMatching(db, typed, phone);
  const found = named ? await listedUsers(db, named) : null;
  const buyers = found && found.ids?.length !== 0 ? found.list : null;
  const byText = text ? matchingRowids(db, text, 'order_lines') : null;
  const byBuyer = buyers ? sql`SELECT rowid FROM order_lines WHERE buyer_id IN (${buyers})` : null;
  if (!byText && !byBuyer) return null;
  const parts = [byText, byBuyer].filter((part): part is NonNullable<typeof part> => part !== null);
  // Lines found both ways come twice: the few are deduplicated by `IN`, and the many are counted up to a limit.
  const matched = sql.join(parts, sql` UNION ALL `);
  const tests = [
    ...(byText ? [sql`l.rowid IN (${byText})`] : []),
    ...(buyers ? [sql`l.buyer_id IN (${buyers})`] : []),
  ];
  // The lines of each way counted apart (a compound of both is read whole before it is counted); a line found
  // both ways counts with the buyer's.
  const counts = [
    ...(byBuyer
      ? [{ lines: linesThrough(db, 'order_lines_buyer'), where: [sql`l.buyer_id IN (${buyers})`] }]
      : []),
    ...(byText
      ? [
          {
            lines: sql`(${byText}) AS m JOIN order_lines l ON l.rowid = m.rowid`,
            where: buyers ? [sql`(l.buyer_id IS NULL OR l.buyer_id NOT IN (${buyers}))`] : [],
          },
        ]
      : []),
  ];
  return { matched, condition: sql`(${sql.join(tests, sql` OR `)})`, counts };
};

/**
 * One page of lines in the list's order and, when `counted`, how many match (up to `countLimit` and one more) and
 * the status tabs' counts. The plan: a filter that keeps few lines (a search, a named seller, a date range, the due
 * lines) is read through its own index and sorted in place; otherwise the lines are walked in the sort's index
 * and tested one by one, so a page reads little more than its own rows.
 */
const readLines = async (
  db: Db,
  filter: LineListFilter,
  page: { limit: number; offset: number },
  countLimit: number,
  counted: boolean,
): Promise<{ rows: LineJoinRow[]; count: number; statusCounts: StatusCounts }> => {
  checkedRange(filter.from, filter.to);
  // Lines of a date range are read in order-date order unless the ship-by day is asked for: the range's own
  // index holds them so, where the last change would walk every newer line before the range.
  const ranged = Boolean(filter.from || filter.to);
  const sort = SORTS[ranged && (filter.sort ?? 'recent') === 'recent' ? 'newest' : (filter.sort ?? 'recent')];
  const status = filter.status && filter.status !== 'all' ? filter.status : null;

  // The filters that may narrow the lines, each with the index that reads only its lines.
  const narrowing: { condition: RawBuilder<unknown>; family: Family | 'seller' }[] = [];
  // An admin's seller box naming one seller makes the list that seller's, read through the seller's indexes.
  let sellerId = filter.sellerId;
  const named = filter.seller?.trim();
  if (named && !sellerId) {
    const sellers = await listedUsers(db, sellersNamed(db, named));
    if (sellers.ids?.length === 0) return { rows: [], count: 0, statusCounts: counted ? NO_LINES : null };
    if (sellers.ids?.length === 1) sellerId = sellers.ids[0]!;
    else narrowing.push({ condition: sql`l.seller_id IN (${sellers.list})`, family: 'seller' });
  }
  const own: Where = sellerId ? [sql`l.seller_id = ${sellerId}`] : [];
  const scope = (withStatus: boolean) =>
    (sellerId ? (withStatus ? 'sellerStatus' : 'seller') : withStatus ? 'status' : 'all') as
      'sellerStatus' | 'seller' | 'status' | 'all';
  if (filter.from || filter.to) {
    const range: Where = [];
    if (filter.from) range.push(sql`l.ordered_at >= ${marketDayStart(filter.from)}`);
    if (filter.to) range.push(sql`l.ordered_at < ${marketDayStart(nextDay(filter.to))}`);
    narrowing.push({ condition: sql.join(range, sql` AND `), family: 'ordered' });
  }
  if (filter.due) narrowing.push({ condition: dueCondition(filter.due, marketToday()), family: 'ship_by' });
  const search = filter.search?.trim() ? await searchOf(db, filter.search) : null;

  const statusCondition = status ? [sql`l.status = ${status}`] : [];
  const filters = narrowing.map((part) => part.condition);
  const all: Where = [...own, ...statusCondition, ...filters];
  const indexOf = (family: Family | 'seller', withStatus: boolean) =>
    family === 'seller'
      ? withStatus
        ? 'order_lines_seller_status'
        : 'order_lines_seller_updated'
      : INDEXES[family][scope(withStatus)];

  const pageThrough = (index: string | 'rowid', where: Where) =>
    rowsOf(
      db,
      sql<LineJoinRow>`${lineSelectFrom(linesThrough(db, index))} ${whereOf(where)}
        ORDER BY ${sql.raw(sort.orderBy)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  const tabCounts = async (index: (withStatus: boolean) => string | 'rowid', where: Where) => {
    if (!counted) return null;
    const counts = await Promise.all(
      ORDER_STATUSES.map((each) =>
        countUpTo(
          db,
          linesThrough(db, index(true)),
          whereOf([...where, sql`l.status = ${each}`]),
          countLimit,
        ),
      ),
    );
    const total = await countUpTo(db, linesThrough(db, index(false)), whereOf(where), countLimit);
    return Object.fromEntries([
      ['all', total],
      ...ORDER_STATUSES.map((each, n) => [each, counts[n]]),
    ]) as NonNullable<StatusCounts>;
  };

  /** Lines counted way by way, each up to what the limit still needs. */
  const countParts = async (parts: { lines: RawBuilder<unknown>; where: Where }[]) => {
    let total = 0;
    for (const part of parts) {
      if (total > countLimit) break;
      total += await countUpTo(db, part.lines, whereOf([...all, ...part.where]), countLimit - total);
    }
    return total;
  };

  if (search) {
    const unfiltered = [...own, ...filters];
    const found = await rowsOf(
      db,
      sql<{ rowid: number }>`SELECT rowid FROM (${search.matched}) AS m LIMIT ${countLimit + 1}`,
    );
    if (found.length <= countLimit) {
      // Few lines match anywhere: read them by rowid, and count each tab among them at once.
      const matched =
        found.length > 0 ? sql`l.rowid IN (${sql.join(found.map((row) => row.rowid))})` : sql`1 = 0`;
      const [rows, perStatus] = await Promise.all([
        pageThrough('rowid', [...all, matched]),
        rowsOf(
          db,
          sql<{ status: OrderStatus; count: number }>`SELECT l.status, COUNT(*) AS count
            FROM ${linesThrough(db, 'rowid')} ${whereOf([...unfiltered, matched])} GROUP BY l.status`,
        ),
      ]);
      const counts = Object.fromEntries([
        ...ORDER_STATUSES.map((each) => [each, 0]),
        ...perStatus.map((row) => [row.status, Number(row.count)]),
      ]) as Record<OrderStatus, number>;
      const total = ORDER_STATUSES.reduce((sum, each) => sum + counts[each], 0);
      return { rows, count: status ? counts[status] : total, statusCounts: { all: total, ...counts } };
    }
    // Many lines match: walk the sort's index, test each, and count up to the limit through the matches.
    const [rows, count] = await Promise.all([
      pageThrough(indexOf(sort.family, status !== null), [...all, search.condition]),
      counted ? countParts(search.counts) : 0,
    ]);
    return { rows, count, statusCounts: null };
  }

  // The narrowest filter that keeps no more lines than the count limit is read through its own index.
  let narrowest: { family: Family | 'seller'; count: number } | null = null;
  for (const part of narrowing) {
    const count = await countUpTo(
      db,
      linesThrough(db, indexOf(part.family, status !== null)),
      whereOf([...own, ...statusCondition, part.condition]),
      countLimit,
    );
    if (!narrowest || count < narrowest.count) narrowest = { family: part.family, count };
  }
  const through = narrowest && narrowest.count <= countLimit ? narrowest.family : sort.family;
  const [rows, counts] = await Promise.all([
    pageThrough(indexOf(through, status !== null), all),
    tabCounts((withStatus) => indexOf(through, withStatus), [...own, ...filters]),
  ]);
  return { rows, count: counts ? (status ? counts[status] : counts.all) : 0, statusCounts: counts };
};

/**
 * One page of the orders lists, grouped by order as the lists answer it, with how many lines match (counted up
 * to `countLimit`, then "at least") and the status tabs' counts.
 */
export const listLines = async (
  db: Db,
  filter: LineListFilter,
  page: { limit: number; offset: number },
  countLimit: number,
) => {
  const { rows, count, statusCounts } = await readLines(db, filter, page, countLimit, true);
  const bounded = count > countLimit;
  return {
    orders: groupOrders(rows),
    count: bounded ? lowerBoundCount(countLimit, page, rows.length) : count,
    countIsLowerBound: bounded,
    statusCounts,
  };
};

/** One page of the lines a list's filter names, in its order, uncounted (an export reads them page by page). */
export const linesPage = async (
  db: Db,
  filter: LineListFilter,
  page: { limit: number; offset: number },
): Promise<LineJoinRow[]> => (await readLines(db, filter, page, page.limit, false)).rows;

/** The first `limit` lines a list's filter names, in its order, uncounted (a bulk action's "all matching"). */
export const findLines = async (db: Db, filter: LineListFilter, limit: number): Promise<LineJoinRow[]> =>
  (await readLines(db, filter, { limit, offset: 0 }, limit, false)).rows;
