import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserPage,
  useLastPageKept,
  useListQuery,
  type ListQueryOptions,
} from '../../../src/components/table/useListQuery';

type Tab = 'all' | 'active' | 'notActive';
const OPTIONS: ListQueryOptions<Tab> = {
  id: 'inventory',
  tabs: ['all', 'active', 'notActive'],
  debounceMs: 300,
};

/** The hook at `address`, with the router's location and navigate to go back and forward. */
function renderList(address: string, options: ListQueryOptions<Tab> = OPTIONS, total?: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/home', address]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => {
      const list = useListQuery(options);
      if (total !== undefined) useLastPageKept(list, total, true);
      return { list, location: useLocation(), navigate: useNavigate() };
    },
    { wrapper },
  );
}

const kept = () => JSON.parse(sessionStorage.getItem('pagination') ?? '{}') as Record<string, number>;

afterEach(() => {
  vi.useRealTimers();
});

describe('useListQuery', () => {
  it('reads the query from the address, junk falling back to the defaults', () => {
    const { result } = renderList('/inventory?tab=notActive&q=lamp&page=abc&rows=15');
    expect(result.current.list.query).toEqual({
      tab: 'notActive',
      search: 'lamp',
      page: 1,
      rowsPerPage: 15,
      sort: null,
      filters: {},
    });
    expect(result.current.list.searchBox.value).toBe('lamp');
    expect(result.current.list.tabs.value).toBe('notActive');
    expect(renderList('/inventory?tab=nope&page=-3').result.current.list.query).toMatchObject({
      tab: 'all',
      page: 1,
    });
  });

  it('puts a new tab in the address from page 1, and back returns to the tab and page before', () => {
    const { result } = renderList('/inventory?page=4');
    act(() => result.current.list.tabs.onChange('active'));
    expect(result.current.location.search).toBe('?tab=active');
    expect(result.current.list.query).toMatchObject({ tab: 'active', page: 1 });
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?tab=active&page=2');

    act(() => result.current.navigate(-1));
    expect(result.current.list.query).toMatchObject({ tab: 'active', page: 1 });
    act(() => result.current.navigate(-1));
    expect(result.current.list.query).toMatchObject({ tab: 'all', page: 4 });
    act(() => result.current.navigate(2));
    expect(result.current.list.query).toMatchObject({ tab: 'active', page: 2 });
  });

  it('opens a bare address at the page kept from the last visit and keeps each page it shows', () => {
    sessionStorage.setItem('pagination', JSON.stringify({ inventory: 3 }));
    const { result } = renderList('/inventory');
    expect(result.current.list.query.page).toBe(3);
    act(() => result.current.list.setPage(5));
    expect(result.current.location.search).toBe('?page=5');
    expect(kept()).toEqual({ inventory: 5 });
    // A bare address reached later (a sidebar link) is page 1; back to the opening entry is page 3 again.
    act(() => result.current.navigate('/inventory'));
    expect(result.current.list.query.page).toBe(1);
    expect(kept()).toEqual({ inventory: 1 });
    act(() => result.current.navigate(-2));
    expect(result.current.list.query.page).toBe(3);
    expect(kept()).toEqual({ inventory: 3 });
  });

  it('shows typing at once and applies the search once typing pauses, from page 1, without a history entry', () => {
    vi.useFakeTimers();
    const { result } = renderList('/inventory?tab=active');
    act(() => result.current.list.setPage(3));
    act(() => result.current.list.searchBox.onChange('desk la'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.list.searchBox.onChange(' desk lamp '));
    expect(result.current.list.searchBox.value).toBe(' desk lamp ');
    expect(result.current.list.typing).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.list.query).toMatchObject({ search: '', page: 3 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe('?tab=active&q=desk+lamp');
    expect(result.current.list.query).toMatchObject({ tab: 'active', search: 'desk lamp', page: 1 });
    expect(result.current.list.typing).toBe(false);
    expect(result.current.list.searchBox.value).toBe(' desk lamp ');

    // The search replaced page 3's entry: back goes to the tab's first page, and the box follows.
    act(() => result.current.navigate(-1));
    expect(result.current.list.query).toMatchObject({ search: '', page: 1 });
    expect(result.current.list.searchBox.value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.location.search).toBe('?tab=active');
    act(() => result.current.navigate(1));
    expect(result.current.list.searchBox.value).toBe('desk lamp');
  });

  it('keeps the rows-per-page choice for the list and starts again from page 1', () => {
    const { result } = renderList('/inventory?page=2');
    act(() => result.current.list.setRowsPerPage(10));
    expect(result.current.location.search).toBe('?rows=10');
    expect(result.current.list.query).toMatchObject({ page: 1, rowsPerPage: 10 });
    expect(JSON.parse(sessionStorage.getItem('pagination-rows') ?? '{}')).toEqual({ inventory: 10 });
    expect(renderList('/inventory').result.current.list.query.rowsPerPage).toBe(10);
  });

  it('sorts from page 1, leaving the default sort out of the address', () => {
    const { result } = renderList('/categories?page=2', {
      id: 'categories',
      defaultSort: { key: 'code', direction: 'asc' },
      sortKeys: ['code', 'name_en'],
    });
    act(() => result.current.list.setSort({ key: 'name_en', direction: 'desc' }));
    expect(result.current.location.search).toBe('?sort=-name_en');
    act(() => result.current.list.setSort({ key: 'code', direction: 'asc' }));
    expect(result.current.location.search).toBe('');
    expect(result.current.list.query.sort).toEqual({ key: 'code', direction: 'asc' });
  });

  it('moves a page past the end to the last page once the count is known', () => {
    const { result } = renderList('/inventory?page=9', OPTIONS, 12);
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.list.query.page).toBe(3);
    // The page past the end was replaced, not kept in the history.
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/home');
  });

  it('gives the page of a list filtered in the browser, page 1 while typing', () => {
    const rows = Array.from({ length: 12 }, (_, index) => index + 1);
    const { result } = renderList('/inventory?page=3');
    expect(browserPage(result.current.list, rows).pageRows).toEqual([11, 12]);
    expect(browserPage(result.current.list, rows.slice(0, 7)).paginationProps).toMatchObject({
      page: 2,
      total: 7,
    });
    act(() => result.current.list.searchBox.onChange('1'));
    expect(browserPage(result.current.list, rows).pageRows).toEqual([1, 2, 3, 4, 5]);
  });
});
