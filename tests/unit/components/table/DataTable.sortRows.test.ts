import { describe, expect, it } from 'vitest';
import { sortRows, type Column } from '../../../../src/components/table/DataTable';

type Row = { code: string; name: string; published: boolean; count: number };
const rows: Row[] = [
  { code: 'textiles', name: 'Textiles', published: true, count: 10 },
  { code: 'cosmetics', name: 'cosmetics', published: false, count: 2 },
  { code: 'item10', name: 'Item 10', published: true, count: 100 },
  { code: 'item9', name: 'Item 9', published: false, count: 9 },
];
const column = (key: keyof Row, sortValue?: (row: Row) => string | number): Column<Row> => ({
  key,
  header: key,
  render: (row) => String(row[key]),
  sortValue,
});
const columns = [
  column('code', (row) => row.code),
  column('name', (row) => row.name),
  column('published', (row) => (row.published ? 1 : 0)),
  column('count', (row) => row.count),
  column('logo' as keyof Row),
];

describe('sortRows', () => {
  it('sorts text ascending, ignoring case and comparing numbers inside text naturally', () => {
    expect(sortRows(rows, columns, { key: 'name', direction: 'asc' }).map((row) => row.code)).toEqual([
      'cosmetics',
      'item9',
      'item10',
      'textiles',
    ]);
  });

  it('sorts descending', () => {
    expect(sortRows(rows, columns, { key: 'count', direction: 'desc' }).map((row) => row.count)).toEqual([
      100, 10, 9, 2,
    ]);
  });

  it('sorts a boolean column through its numeric sort value', () => {
    const sorted = sortRows(rows, columns, { key: 'published', direction: 'asc' });
    expect(sorted.map((row) => row.published)).toEqual([false, false, true, true]);
  });

  it('keeps the order for no sort or a column without a sort value, without mutating the input', () => {
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(sortRows(rows, columns, { key: 'logo', direction: 'asc' })).toEqual(rows);
    expect(sortRows(rows, columns, { key: 'count', direction: 'asc' })).not.toBe(rows);
    expect(rows[0]?.code).toBe('textiles');
  });
});
