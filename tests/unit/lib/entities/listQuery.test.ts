import { describe, expect, it } from 'vitest';
import { LIST_QUERY, listQueryProperties } from '../../../../src/lib/entities/listQuery';

const accepts = (pattern: string, value: number) => new RegExp(pattern).test(String(value));

describe('the list query', () => {
  it('accepts in its limit pattern exactly the sizes between its bounds, the app’s sizes included', () => {
    const { pattern } = listQueryProperties.limit;
    for (let size = 0; size <= LIST_QUERY.maxPageSize + 50; size += 1) {
      const inBounds = size >= LIST_QUERY.minPageSize && size <= LIST_QUERY.maxPageSize;
      expect(accepts(pattern, size), String(size)).toBe(inBounds);
    }
    for (const size of LIST_QUERY.pageSizes) expect(accepts(pattern, size)).toBe(true);
  });

  it('accepts in its page pattern the pages from 1 to its last', () => {
    const { pattern } = listQueryProperties.page;
    expect(accepts(pattern, 0)).toBe(false);
    expect(accepts(pattern, 1)).toBe(true);
    expect(accepts(pattern, LIST_QUERY.maxPage)).toBe(true);
    expect(accepts(pattern, LIST_QUERY.maxPage + 1)).toBe(false);
  });
});
