/**
 * The query of every paginated list (docs/api.md `page`, `limit`, `search`): the sizes the app offers and the
 * bounds the API accepts from any client. The app's rows-per-page select, its address parsing and search box,
 * and the API's querystring schemas and `pageOf` all read them from here.
 */
export const LIST_QUERY = {
  /** Rows per page the app offers, the first being its default (docs/screens.md). */
  pageSizes: [5, 10, 15],
  /** The API's default when a client names no size. */
  apiDefaultPageSize: 15,
  minPageSize: 5,
  maxPageSize: 100,
  maxPage: 999_999,
  searchMaxLength: 200,
} as const;

/** JSON-schema properties of `page` (1-based), `limit` and `search`; query strings arrive as text. */
export const listQueryProperties = {
  // Whole numbers from 1 to LIST_QUERY.maxPage.
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  // Whole numbers from LIST_QUERY.minPageSize to LIST_QUERY.maxPageSize.
  limit: { type: 'string', pattern: '^([5-9]|[1-9][0-9]|100)$' },
  search: { type: 'string', maxLength: LIST_QUERY.searchMaxLength },
} as const;
