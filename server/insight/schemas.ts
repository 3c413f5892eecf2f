import { INSIGHT_GRAINS, type InsightGrain } from '../../src/lib/insight';
import { named } from '../lib/apiComponents';
import { DAY_PARAMETER } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  envelope,
  integer,
  nullableText,
  number,
  objectOf,
  orNull,
  responses,
  text,
} from '../lib/responseSchemas';

export type InsightQuery = { from?: string; to?: string; grain?: InsightGrain };

/** A period (Egypt calendar days, both counted; this month to date by default) and its chart's buckets. */
export const INSIGHT_QUERY = closedObject({
  from: DAY_PARAMETER,
  to: DAY_PARAMETER,
  grain: { type: 'string', enum: INSIGHT_GRAINS },
});

const PERIOD = named('InsightPeriod', objectOf({ from: text, to: text }));
const rate = orNull(number);

const SALES_TOTALS = {
  sales: number,
  sold_units: integer,
  orders: integer,
  lines: integer,
  units: integer,
  ordered_value: number,
  average_order_value: orNull(number),
  returned_units: integer,
  returns_rate: rate,
  shipped_lines: integer,
  shipped_on_time: integer,
  on_time_rate: rate,
};

const BUCKET = { start: text, sales: number, orders: integer, units: integer };

const GRAIN = { type: 'string', enum: INSIGHT_GRAINS };

/** An insight answer: the period and the one before, both periods' totals and buckets, and the page's extras. */
type Properties = Parameters<typeof objectOf>[0];

const insightResponses = (name: string, totals: Properties, bucket: Properties, extras: Properties) => {
  const TOTALS = named(`${name}Totals`, objectOf(totals));
  const BUCKET_SCHEMA = named(`${name}Bucket`, objectOf(bucket));
  return responses(
    envelope({
      data: named(
        `${name}Insight`,
        objectOf({
          period: PERIOD,
          previous: PERIOD,
          grain: GRAIN,
          totals: objectOf({ current: TOTALS, previous: TOTALS }),
          series: arrayOf(BUCKET_SCHEMA),
          previous_series: arrayOf(BUCKET_SCHEMA),
          ...extras,
        }),
      ),
    }),
  );
};

export const SALES_INSIGHT_RESPONSES = insightResponses('Sales', SALES_TOTALS, BUCKET, {
  best_sellers: arrayOf(
    named(
      'BestSeller',
      objectOf({
        product_id: text,
        sku: nullableText,
        name_ar: nullableText,
        name_en: nullableText,
        sold_units: integer,
        sales: number,
      }),
    ),
  ),
});

export const MARKET_INSIGHT_RESPONSES = insightResponses(
  'Market',
  { ...SALES_TOTALS, active_sellers: integer, new_sellers: integer },
  {
    ...BUCKET,
    active_sellers: integer,
    new_sellers: integer,
    pending_products: orNull(integer),
    pending_payouts: orNull(integer),
  },
  {
    backlog_now: objectOf({
      pending_products: integer,
      pending_documents: integer,
      pending_payouts: integer,
      pending_payout_amount: number,
    }),
  },
);
