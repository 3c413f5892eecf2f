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
