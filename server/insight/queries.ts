/**
 * The sales insight's answers, read from the sums kept by day (server/insight/rollups.ts): a period and the one
 * before it are a few hundred day rows, summed here into totals and the chart's buckets; the best sellers read
 * whole months from the monthly sums and only the days around them from the daily ones.
 */
import { sql } from 'kysely';
import {
  addDays,
  BEST_SELLERS,
  bucketStart,
  bucketStarts,
  previousPeriod,
  shareOf,
  splitByMonths,
  type InsightGrain,
  type Period,
} from '../../src/lib/insight';
import { nextDay, marketDayStart } from '../../src/lib/orderList';
import { rowsOf, type Db } from '../db/database';
import { toLE } from '../lib/money';
import { reviewQueues } from '../admin/queries';
import { nowIso } from '../lib/ids';
import { marketDayOf, SALES_SUM_COLUMNS, type SalesSums } from './rollups';

type DayRow = SalesSums & { day: string };

const sumRows = (rows: readonly SalesSums[]): SalesSums => {
  const total = Object.fromEntries(SALES_SUM_COLUMNS.map((column) => [column, 0])) as SalesSums;
  for (const row of rows) for (const column of SALES_SUM_COLUMNS) total[column] += Number(row[column]);
  return total;
};

const within = (period: Period) => (row: { day: string }) => row.day >= period.from && row.day <= period.to;

/** The figures of a period as the API answers them: money in pounds, rates as fractions or null. */
const totalsOf = (sums: SalesSums) => ({
  sales: toLE(sums.sales),
  sold_units: sums.sold_units,
  orders: sums.orders,
  lines: sums.lines,
  units: sums.units,
  ordered_value: toLE(sums.ordered_value),
  average_order_value: sums.orders > 0 ? toLE(Math.round(sums.ordered_value / sums.orders)) : null,
  returned_units: sums.returned_units,
  returns_rate: shareOf(sums.returned_units, sums.sold_units),
  shipped_lines: sums.shipped_lines,
  shipped_on_time: sums.shipped_on_time,
  on_time_rate: shareOf(sums.shipped_on_time, sums.shipped_lines),
});

/** Each bucket of a period with its days' sums. */
const seriesOf = <Extra extends object>(
  rows: readonly DayRow[],
  period: Period,
  grain: InsightGrain,
  extra: (start: string, days: readonly DayRow[]) => Extra,
) => {
  const byBucket = new Map<string, DayRow[]>(bucketStarts(period, grain).map((start) => [start, []]));
  for (const row of rows.filter(within(period)))
    byBucket.get(bucketStart(row.day, grain, period.from))?.push(row);
  return [...byBucket].map(([start, days]) => {
    const sums = sumRows(days);
    return { start, sales: toLE(sums.sales), orders: sums.orders, units: sums.units, ...extra(start, days) };
  });
};

const bothPeriods = (period: Period) => {
  const previous = previousPeriod(period);
  return { previous, span: { from: previous.from, to: period.to } };
};

const bestSellers = async (db: Db, sellerId: string, period: Period) => {
  const { days, months } = splitByMonths(period);
  const parts = [
    ...days.map(
      (range) => sql`SELECT product_id, sold_units, sales FROM product_sales_days
        WHERE seller_id = ${sellerId} AND day >= ${range.from} AND day <= ${range.to}`,
    ),
    ...(months
      ? [
          sql`SELECT product_id, sold_units, sales FROM product_sales_months
            WHERE seller_id = ${sellerId} AND month >= ${months.from} AND month <= ${months.to}`,
        ]
      : []),
  ];
  const rows = await rowsOf(
    db,
    sql<{
      product_id: string;
      sold_units: number;
      sales: number;
      sku: string | null;
      name_ar: string | null;
      name_en: string | null;
    }>`SELECT best.product_id, best.sold_units, best.sales, p.sku, p.name_ar, p.name_en
      FROM (SELECT product_id, SUM(sold_units) AS sold_units, SUM(sales) AS sales
        FROM (${sql.join(parts, sql` UNION ALL `)}) AS sold
        GROUP BY product_id HAVING SUM(sold_units) > 0
        ORDER BY SUM(sales) DESC, product_id LIMIT ${BEST_SELLERS}) AS best
      LEFT JOIN products p ON p.id = best.product_id
      ORDER BY best.sales DESC, best.product_id`,
  );
  return rows.map((row) => ({
    product_id: row.product_id,
    sku: row.sku,
    name_ar: row.name_ar,
    name_en: row.name_en,
    sold_units: Number(row.sold_units),
    sales: toLE(Number(row.sales)),
  }));
};

/** A seller's figures for a period and the one before it, its chart's buckets and best sellers. */
export const sellerInsight = async (db: Db, sellerId: string, period: Period, grain: InsightGrain) => {
  const { previous, span } = bothPeriods(period);
  const [rows, best] = await Promise.all([
    db
      .selectFrom('seller_sales_days')
      .select(['day', ...SALES_SUM_COLUMNS])
      .where('seller_id', '=', sellerId)
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      .execute(),
    bestSellers(db, sellerId, period),
  ]);
  const noExtra = () => ({});
  return {
    period,
    previous,
    grain,
    totals: {
      current: totalsOf(sumRows(rows.filter(within(period)))),
      previous: totalsOf(sumRows(rows.filter(within(previous)))),
    },
    series: seriesOf(rows, period, grain, noExtra),
    previous_series: seriesOf(rows, previous, grain, noExtra),
    best_sellers: best,
  };
};

/** What waits for the admins now: products to review, documents, payout requests and their amount. */
export const backlogNow = async (db: Db) => {
  const [queues, payouts] = await Promise.all([
    reviewQueues(db),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('amount'))
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    pending_products: Number(queues.products.count),
    pending_documents: Number(queues.documents.count) + Number(queues.business_info.count),
    pending_payouts: Number(queues.withdrawals.count),
    pending_payout_amount: Number(payouts?.amount ?? 0),
  };
};

/** How long a reading of the backlog stands for "now": counting the documents waiting reads every user. */
const BACKLOG_FRESH_MS = 60_000;

/**
 * What waits now, and today's reading of the backlog kept: the last reading of a day is what waited at its end.
 * A reading younger than BACKLOG_FRESH_MS is answered as it is.
 */
export const recordBacklog = async (db: Db) => {
  const at = nowIso();
  const day = marketDayOf(at);
  const last = await db.selectFrom('backlog_days').selectAll().where('day', '=', day).executeTakeFirst();
  if (last && Date.parse(at) - Date.parse(last.read_at) < BACKLOG_FRESH_MS) {
    const { day: _day, read_at: _readAt, ...reading } = last;
    return reading;
  }
  const now = await backlogNow(db);
  const row = { day, ...now, read_at: at };
  await db
    .insertInto('backlog_days')
    .values(row)
    .onConflict((oc) => oc.column('day').doUpdateSet(row))
    .execute();
  return now;
};

/**
 * The marketplace's figures: sales, orders, units, sellers with an order line (active) and sellers who joined,
 * by bucket, and the review and payout backlog at the end of each bucket as it was read that day (null for a
 * bucket with no reading).
 */
export const marketInsight = async (db: Db, period: Period, grain: InsightGrain) => {
  const { previous, span } = bothPeriods(period);
  const [rows, activeRows, joined, backlog, now] = await Promise.all([
    db
      .selectFrom('market_sales_days')
      .select(['day', ...SALES_SUM_COLUMNS])
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      .execute(),
    db
      .selectFrom('seller_sales_days')
      .select(['day', 'seller_id'])
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      .where('lines', '>', 0)
      .execute(),
    db
      .selectFrom('users')
      .select('created_at')
      .where('is_seller', '=', 1)
      .where('created_at', '>=', marketDayStart(span.from))
      .where('created_at', '<', marketDayStart(nextDay(span.to)))
      .execute(),
    db
      .selectFrom('backlog_days')
      .selectAll()
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .orderBy('day')
      .execute(),
    recordBacklog(db),
  ]);
  const joinedDays = joined.map((user) => marketDayOf(user.created_at));
  const activeIn = (range: Period, inBucket: (day: string) => boolean = () => true) =>
    new Set(activeRows.filter((row) => within(range)(row) && inBucket(row.day)).map((row) => row.seller_id))
      .size;
  const newIn = (range: Period) => joinedDays.filter((day) => day >= range.from && day <= range.to).length;
  const marketTotals = (range: Period) => ({
    ...totalsOf(sumRows(rows.filter(within(range)))),
    active_sellers: activeIn(range),
    new_sellers: newIn(range),
  });
  const bucketsOf = (range: Period, withBacklog: boolean) =>
    seriesOf(rows, range, grain, (start) => {
      const starts = bucketStarts(range, grain);
      const next = starts[starts.indexOf(start) + 1];
      const bucket = { from: start, to: next ? addDays(next, -1) : range.to };
      const reading = withBacklog ? backlog.filter(within(bucket)).at(-1) : undefined;
      return {
        active_sellers: activeIn(bucket),
        new_sellers: newIn(bucket),
        pending_products: reading ? reading.pending_products : null,
        pending_payouts: reading ? reading.pending_payouts : null,
      };
    });
  return {
    period,
    previous,
    grain,
    totals: { current: marketTotals(period), previous: marketTotals(previous) },
    series: bucketsOf(period, true),
    previous_series: bucketsOf(previous, false),
    backlog_now: { ...now, pending_payout_amount: toLE(now.pending_payout_amount) },
  };
};
