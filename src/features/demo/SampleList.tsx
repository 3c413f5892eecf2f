import { useState, type ReactNode } from 'react';
import { DataTable, sortRows, type Column, type SortState } from '../../components/table/DataTable';
import { FilterTabs, type FilterOption } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { useClientList } from '../../components/table/useClientList';
import { matchesQuery } from './text';

interface SampleListProps<Row, Filter extends string> {
  /** Key of the page kept in session storage. */
  listId: string;
  items: readonly Row[];
  caption: string;
  /** Columns with a sort value make the list sortable; every row becomes a card on phones. */
  columns: Column<Row>[];
  filter: {
    label: string;
    /** 'all', selected at first, keeps every row. */
    options: readonly FilterOption<Filter | 'all'>[];
    matches: (row: Row, value: Filter) => boolean;
  };
  search?: {
    label: string;
    placeholder?: string;
    /** The texts of a row the query is looked for in. */
    fields: (row: Row) => readonly (string | undefined)[];
    /** Shows the search box above the filter instead of below it. */
    first?: boolean;
  };
  /** A card of its own on phones, where it differs from the columns. */
  renderCard?: (row: Row) => ReactNode;
}

/**
 * The list of a demonstration page over sample data: filter, optional search, table (cards on phones)
 * and pagination; changing the filter or the query goes back to the first page.
 */
export function SampleList<Row extends { _id: string }, Filter extends string>({
  listId,
  items,
  caption,
  columns,
  filter,
  search,
  renderCard,
}: SampleListProps<Row, Filter>) {
  const [value, setValue] = useState<Filter | 'all'>('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);

  const rows = items.filter(
    (row) =>
      (value === 'all' || filter.matches(row, value)) && (!search || matchesQuery(query, search.fields(row))),
  );
  const list = useClientList(listId, sortRows(rows, columns, sort));

  const filterTabs = (
    <FilterTabs
      label={filter.label}
      options={filter.options}
      value={value}
      onChange={(next) => {
        setValue(next);
        list.resetPage();
      }}
    />
  );
  const searchBox = search && (
    <SearchBox
      label={search.label}
      placeholder={search.placeholder}
      value={query}
      onChange={(next) => {
        setQuery(next);
        list.resetPage();
      }}
    />
  );

  return (
    <>
      {search?.first ? searchBox : filterTabs}
      {search?.first ? filterTabs : searchBox}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.pageRows}
        rowId={(row) => row._id}
        sort={sort}
        onSortChange={setSort}
        renderCard={renderCard}
        cardFromColumns
      />
      <Pagination {...list.paginationProps} />
    </>
  );
}
