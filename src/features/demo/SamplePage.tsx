import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, sortRows, type Column } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { browserPage, useListQuery } from '../../components/table/useListQuery';
import { SampleDataNote } from './SampleDataNote';
import { matchesQuery } from './text';

/** What a demonstration list page shows: its rows, how they are filtered and searched, and its texts. */
export interface SamplePageDefinition<Row, Filter extends string> {
  /** The page's texts: `demo.<area>.title`, `.caption`, `.filter` and `.filters.<value>`. */
  area: string;
  items: readonly Row[];
  filter: {
    /** The filter's values, 'all' (selected at first, keeps every row) first. */
    values: readonly (Filter | 'all')[];
    /** The value of a row the filter compares. */
    of: (row: Row) => string | undefined;
    /** Catalogue prefix of the values' labels, when not `demo.<area>.filters`. */
    labels?: string;
  };
  search?: {
    /** The search box's label: "Search orders" unless given. */
    label?: string;
    placeholder?: string;
    /** The texts of a row the query is looked for in. */
    fields: (row: Row) => readonly (string | undefined)[];
    /** Shows the search box above the filter instead of below it. */
    first?: boolean;
  };
}

/** A filter over a status shown as a badge: 'all', then the statuses in the order their tones are declared. */
export const statusFilter = <Row, Status extends string>(
  tones: Readonly<Record<Status, unknown>>,
  of: (row: Row) => Status,
): SamplePageDefinition<Row, Status>['filter'] => ({
  values: ['all', ...(Object.keys(tones) as Status[])],
  of,
});

interface SamplePageProps<Row, Filter extends string> extends SamplePageDefinition<Row, Filter> {
  /** Columns with a sort value make the list sortable; every row becomes a card on phones. */
  columns: Column<Row>[];
  /** A card of its own on phones, where it differs from the columns. */
  renderCard?: (row: Row) => ReactNode;
  /** A link or button beside the title. */
  action?: ReactNode;
  /** Shown between the sample-data note and the list (totals). */
  summary?: ReactNode;
}

/**
 * A demonstration page over sample data (SPEC.md §2): title, sample-data note, filter, optional search,
 * table (cards on phones) and pagination; changing the filter or the query goes back to the first page.
 */
export function SamplePage<Row extends { _id: string }, Filter extends string>({
  area,
  items,
  filter,
  search,
  columns,
  renderCard,
  action,
  summary,
}: SamplePageProps<Row, Filter>) {
  const { t } = useTranslation();
  // Filter, search, page, rows and sort live in the address, so reload, a link and back/forward restore them.
  const list = useListQuery<Filter | 'all'>({
    id: `demo-${area}`,
    tabs: filter.values,
    sortKeys: columns.filter((column) => column.sortValue).map((column) => column.key),
  });
  const value = list.tabs.value;
  const query = list.searchBox.value;
  const rows = items.filter(
    (row) =>
      (value === 'all' || filter.of(row) === value) && (!search || matchesQuery(query, search.fields(row))),
  );
  const { pageRows, paginationProps } = browserPage(list, sortRows(rows, columns, list.query.sort));

  const labels = filter.labels ?? `demo.${area}.filters`;
  const filterTabs = (
    <FilterTabs
      label={t(`demo.${area}.filter`)}
      options={filter.values.map((option) => ({ value: option, label: t(`${labels}.${option}`) }))}
      {...list.tabs}
    />
  );
  const searchBox = search && (
    <SearchBox
      label={search.label ?? t('demo.searchOrders')}
      placeholder={search.placeholder}
      {...list.searchBox}
    />
  );
  const title = <PageTitle>{t(`demo.${area}.title`)}</PageTitle>;

  return (
    <section>
      {action ? (
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      <SampleDataNote />
      {summary}
      {search?.first ? searchBox : filterTabs}
      {search?.first ? filterTabs : searchBox}
      <DataTable
        caption={t(`demo.${area}.caption`)}
        columns={columns}
        rows={pageRows}
        rowId={(row) => row._id}
        sort={list.query.sort}
        onSortChange={list.setSort}
        renderCard={renderCard}
        cardFromColumns
      />
      <Pagination {...paginationProps} />
    </section>
  );
}
