import type { PageMeta } from '../lib/api.generated';

/**
 * The count part of a list page's meta. A search matching more rows than the API counts (SEARCH_COUNT_LIMIT)
 * answers that limit with `count_is_lower_bound`: the page then reads "1,000+".
 */
export type ApiPageMeta = Pick<PageMeta, 'count' | 'count_is_lower_bound'>;

export interface PageCount {
  count: number;
  countIsLowerBound: boolean;
}

export const pageCountOf = (meta: ApiPageMeta): PageCount => ({
  count: meta.count,
  countIsLowerBound: meta.count_is_lower_bound === true,
});

/**
 * The last page a list has, when the API refused a page past it (`details.last_page`): the list moves there
 * instead of showing an error.
 */
export const lastPageOf = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { status, details } = error as { status?: unknown; details?: unknown };
  const lastPage = (details as { last_page?: unknown } | null | undefined)?.last_page;
  return status === 400 && typeof lastPage === 'number' && Number.isInteger(lastPage) ? lastPage : null;
};
