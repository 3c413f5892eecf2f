import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  objectOf,
  orNull,
  PAGE_META_SCHEMA,
  responses,
  TRANSACTION_SCHEMA,
  USER_SCHEMA,
  WALLET_SCHEMA,
} from '../lib/responseSchemas';

/** A day (YYYY-MM-DD, a UTC day) or an ISO timestamp; the calendar itself is checked by the route. */
const DATE_OR_TIMESTAMP = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
} as const;

/**
 * The ledger's list query: `page`, `limit` and `search` (product names in both languages, or the order
 * reference) as every list takes them, and `from`/`to` (both ends included; a day covers the whole UTC day).
 */
export type LedgerQuery = PageQuery & { from?: string; to?: string };

export const LEDGER_QUERY = closedObject({
  ...pageQueryProperties,
  from: DATE_OR_TIMESTAMP,
  to: DATE_OR_TIMESTAMP,
});

/**
 * The account summary. Without list parameters, as docs/api.md and the app have always had it: wallet, the whole
 * ledger newest first as `transactions`, and the user (null if the account went meanwhile). With any of them,
 * a page: the same wallet and user, `items` (the page's ledger rows in the same shape, newest first, each with
 * the balance after it over the whole history) and `meta`.
 */
export const ACCOUNT_SUMMARY_RESPONSES = responses(
  objectOf(
    {
      success: { type: 'boolean', enum: [true] },
      data: objectOf(
        { wallet: WALLET_SCHEMA, transactions: arrayOf(TRANSACTION_SCHEMA), user: orNull(USER_SCHEMA) },
        ['wallet', 'user'],
      ),
      items: arrayOf(TRANSACTION_SCHEMA),
      meta: PAGE_META_SCHEMA,
    },
    ['success', 'data'],
  ),
);
