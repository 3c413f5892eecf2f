import { describe, expect, it } from 'vitest';
import {
  parsePage,
  parseRowsPerPage,
  parseSort,
  readListQuery,
  writeListQuery,
  type ListAddressRules,
} from '../../../../src/components/table/listQuery';

const INVENTORY: ListAddressRules<'all' | 'active' | 'notActive'> = { tabs: ['all', 'active', 'notActive'] };
const CATEGORIES: ListAddressRules = {
  tabs: ['all'],
  defaultSort: { key: 'code', direction: 'asc' },
  sortKeys: ['code', 'name_en'],
};
const FALLBACK = { page: 1, rowsPerPage: 5 };
const read = (address: string, rules: ListAddressRules<string> = INVENTORY, fallback = FALLBACK) =>
  readListQuery(new URLSearchParams(address), rules, fallback);

describe('list address → query', () => {
  it('reads tab, search, page, rows and sort', () => {
    expect(read('?tab=notActive&q=%20lamp%20&page=3&rows=15')).toEqual({
      tab: 'notActive',
      search: 'lamp',
      page: 3,
      rowsPerPage: 15,
      sort: null,
      filters: {},
    });
    expect(read('?sort=-name_en', CATEGORIES).sort).toEqual({ key: 'name_en', direction: 'desc' });
  });

  it('uses the first tab, no search, the default sort and the fallback page and rows for a bare address', () => {
    expect(read('', CATEGORIES, { page: 4, rowsPerPage: 10 })).toEqual({
      tab: 'all',
      search: '',
      page: 4,
      rowsPerPage: 10,
      sort: { key: 'code', direction: 'asc' },
      filters: {},
    });
  });

  it('falls back to the first tab for a tab the list does not have', () => {
    expect(read('?tab=pending').tab).toBe('all');
    expect(read('?tab=').tab).toBe('all');
    expect(read('?tab=ACTIVE').tab).toBe('all');
  });

  it.each(['abc', '-3', '0', '2.5', '', '1e3', '0x10', '9007199254740993'])(
    'reads ?page=%s as page 1, whatever page was kept',
    (page) => {
      expect(read(`?page=${encodeURIComponent(page)}`, INVENTORY, { page: 7, rowsPerPage: 5 }).page).toBe(1);
    },
  );

  it('parses pages, rows per page and sorts on their own', () => {
    expect(parsePage('12')).toBe(12);
    expect(parsePage(' 2 ')).toBe(2);
    expect(parsePage('two')).toBe(1);
    expect(parseRowsPerPage('10')).toBe(10);
    expect(parseRowsPerPage('1000')).toBeNull();
    expect(parseRowsPerPage('ten')).toBeNull();
    expect(read('?rows=7', INVENTORY, { page: 1, rowsPerPage: 15 }).rowsPerPage).toBe(15);
    expect(parseSort('code')).toEqual({ key: 'code', direction: 'asc' });
    expect(parseSort('-')).toBeNull();
    expect(parseSort('price', ['code'])).toBeNull();
    expect(read('?sort=-price', CATEGORIES).sort).toEqual({ key: 'code', direction: 'asc' });
  });
});

describe('list query → address', () => {
  const write = (address: string, changes: object, rules: ListAddressRules<string> = INVENTORY) => {
    const params = new URLSearchParams(address);
    return writeListQuery(
      params,
      { ...readListQuery(params, rules, FALLBACK), ...changes },
      rules,
    ).toString();
  };

  it('leaves the defaults out, so a list in its first state has a bare address', () => {
    expect(
      write('?tab=active&q=lamp&page=3&rows=10', { tab: 'all', search: '', page: 1, rowsPerPage: 5 }),
    ).toBe('');
    expect(write('?sort=-code', { sort: { key: 'code', direction: 'asc' } }, CATEGORIES)).toBe('');
  });

  it('states what differs from the defaults and keeps parameters that are not the list’s', () => {
    expect(write('?id=42', { tab: 'notActive', search: ' power bank ', page: 2, rowsPerPage: 15 })).toBe(
      'id=42&tab=notActive&q=power+bank&page=2&rows=15',
    );
    expect(write('', { sort: { key: 'name_en', direction: 'desc' } }, CATEGORIES)).toBe('sort=-name_en');
  });

  it('reads back what it writes', () => {
    const query = {
      tab: 'active' as const,
      search: 'مصباح',
      page: 9,
      rowsPerPage: 10,
      sort: null,
      filters: {},
    };
    const params = writeListQuery(new URLSearchParams(), query, INVENTORY);
    expect(readListQuery(params, INVENTORY, FALLBACK)).toEqual(query);
  });

  it('keeps the list’s own filters in the address, leaving out empty ones and ignoring unknown ones', () => {
    const rules = { ...INVENTORY, filters: ['seller', 'category'] };
    const query = {
      tab: 'active' as const,
      search: '',
      page: 1,
      rowsPerPage: 5,
      sort: null,
      filters: { seller: 'RCRT-000014', category: '' },
    };
    const params = writeListQuery(new URLSearchParams('?other=1'), query, rules);
    expect(params.toString()).toBe('other=1&tab=active&seller=RCRT-000014');
    expect(readListQuery(params, rules, FALLBACK).filters).toEqual({ seller: 'RCRT-000014', category: '' });
    expect(readListQuery(new URLSearchParams('?seller=+x+&color=red'), rules, FALLBACK).filters).toEqual({
      seller: 'x',
      category: '',
    });
  });
});
