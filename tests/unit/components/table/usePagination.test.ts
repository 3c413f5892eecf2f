import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCount, usePagination } from '../../../../src/components/table/usePagination';

describe('usePagination', () => {
  it('starts at page 1 with 5 rows and keeps the page per list in session storage', () => {
    const { result } = renderHook(() => usePagination('store-inventory'));
    expect(result.current.page).toBe(1);
    expect(result.current.rowsPerPage).toBe(5);
    act(() => result.current.setPage(3));
    expect(JSON.parse(sessionStorage.getItem('pagination') ?? '{}')).toEqual({ 'store-inventory': 3 });
    const again = renderHook(() => usePagination('store-inventory'));
    expect(again.result.current.page).toBe(3);
    expect(renderHook(() => usePagination('admin-products')).result.current.page).toBe(1);
  });

  it('goes back to page 1 on a reset or a new page size', () => {
    const { result } = renderHook(() => usePagination('admin-products'));
    act(() => result.current.setPage(4));
    act(() => result.current.resetPage());
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.setRowsPerPage(15));
    expect(result.current).toMatchObject({ page: 1, rowsPerPage: 15 });
  });

  it('keeps the rows-per-page choice per list for the tab, ignoring values the select does not offer', () => {
    const first = renderHook(() => usePagination('store-inventory'));
    act(() => first.result.current.setRowsPerPage(15));
    first.unmount();
    expect(renderHook(() => usePagination('store-inventory')).result.current.rowsPerPage).toBe(15);
    expect(renderHook(() => usePagination('admin-products')).result.current.rowsPerPage).toBe(5);
    sessionStorage.setItem('pagination-rows', JSON.stringify({ 'store-inventory': 1000 }));
    expect(renderHook(() => usePagination('store-inventory')).result.current.rowsPerPage).toBe(5);
  });

  it('counts pages from the server total', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(15, 15)).toBe(1);
  });
});
