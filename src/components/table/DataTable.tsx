import { type CSSProperties, Fragment, type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../useMediaQuery';
import { REFRESHING_BADGE } from './refreshingBadge';
import { CardField } from './CardField';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Columns with a sort value can be sorted by clicking their header. */
  sortValue?: (row: Row) => string | number;
  className?: string;
  /**
   * Place in the card built from the columns (cardFromColumns): 'title' and 'badge' share the card's top
   * line, false leaves the column out; by default it is a label–value line under its header.
   */
  card?: false | 'title' | 'badge';
}

export interface Selection {
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], selected: boolean) => void;
  /** Accessible name of each row's checkbox. */
  rowLabel: (id: string) => string;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Accessible name of the row action for keyboard and screen-reader users (e.g. "Open Phone X"). */
  rowActionLabel?: (row: Row) => string;
  selection?: Selection;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /**
   * Rows the page will show (its rows per page): while the first answer is on its way, the list holds their
   * place, so what is under it does not move when they arrive (docs/performance.md, no layout shift).
   */
  expectedRows?: number;
  emptyText?: string;
  /** On phones each row becomes a card; without this the table scrolls sideways instead. */
  renderCard?: (row: Row) => ReactNode;
  /** On phones each row becomes a card listing its columns, when the card is just the columns again. */
  cardFromColumns?: boolean;
  /** Controls of a phone card kept outside its clickable area (a button cannot hold other controls). */
  renderCardActions?: (row: Row) => ReactNode;
}

const onActivate = (action: () => void) => (event: KeyboardEvent) => {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
};

/** Sorts rows by a column's sort value (used by lists sorted in the browser, e.g. categories). */
export function sortRows<Row>(rows: readonly Row[], columns: Column<Row>[], sort: SortState | null): Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: 'base' });
    return order * factor;
  });
}

/** The checkbox that selects one row, in the table and on its phone card. */
function RowCheckbox({ selection, id, className }: { selection: Selection; id: string; className?: string }) {
  return (
    <input
      type="checkbox"
      className={className ? `form-check-input ${className}` : 'form-check-input'}
      checked={selection.selectedIds.has(id)}
      onChange={() => selection.onToggle(id)}
      aria-label={selection.rowLabel(id)}
    />
  );
}

/** The card of one row built from the columns: title and badge on top, then one line per column. */
function ColumnsCard<Row>({ columns, row }: { columns: Column<Row>[]; row: Row }) {
  const placed = (place: Column<Row>['card']) => columns.filter((column) => column.card === place);
  const top = [...placed('title'), ...placed('badge')];
  return (
    <>
      {top.length > 0 && (
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          {top.map((column) => (
            <Fragment key={column.key}>{column.render(row)}</Fragment>
          ))}
        </div>
      )}
      {placed(undefined).map((column) => (
        <CardField key={column.key} label={column.header}>
          {column.render(row)}
        </CardField>
      ))}
    </>
  );
}

/**
 * The one table of the app: caption, optional selection, clickable rows (also by keyboard), sortable
 * headers, the empty-table text (docs/screens.md) and cards on phones.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowId, onRowClick, rowActionLabel, selection, sort, onSortChange } = props;
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const emptyText = props.emptyText ?? t('table.empty');
  const ids = rows.map(rowId);
  const selectAllId = useId();
  const allSelected = Boolean(
    selection && ids.length > 0 && ids.every((id) => selection.selectedIds.has(id)),
  );

  if (props.loading && rows.length === 0) {
    return (
      <div
        className="d-flex justify-content-center align-items-center data-placeholder"
        role="status"
        style={{ '--expected-rows': props.expectedRows ?? 0 } as CSSProperties}
      >
        <div className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  }

  // Rows kept from before (another query, or the last visit) stay on screen while the answer comes, dimmed and
  // marked as refreshing, in a badge laid over the list so nothing moves when it comes and goes.
  const refreshing = props.loading ? (
    <span className={REFRESHING_BADGE.badge} role="status">
      <span className={REFRESHING_BADGE.spinner} aria-hidden="true" />
      {t('table.refreshing')}
    </span>
  ) : null;

  const renderCard =
    props.renderCard ??
    (props.cardFromColumns ? (row: Row) => <ColumnsCard columns={columns} row={row} /> : undefined);

  if (isMobile && renderCard) {
    return (
      <section aria-label={caption} aria-busy={props.loading} className="position-relative" data-list="">
        {refreshing}
        {selection && rows.length > 0 && (
          <div className="form-check mb-2">
            <input
              id={selectAllId}
              type="checkbox"
              className="form-check-input"
              checked={allSelected}
              onChange={() => selection.onToggleAll(ids, !allSelected)}
            />
            <label className="form-check-label small" htmlFor={selectAllId}>
              {t('table.selectAll')}
            </label>
          </div>
        )}
        {rows.length === 0 ? (
          <p className="data-empty text-muted py-4 m-0">{emptyText}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-2 m-0">
            {rows.map((row) => {
              const id = rowId(row);
              return (
                <li key={id} className={`card data-card${onRowClick ? ' is-clickable' : ''}`}>
                  <div className="card-body d-flex gap-2 align-items-start">
                    {selection && <RowCheckbox selection={selection} id={id} className="mt-1" />}
                    <div
                      className="flex-grow-1 min-w-0"
                      role={onRowClick ? 'button' : undefined}
                      tabIndex={onRowClick ? 0 : undefined}
                      aria-label={onRowClick && rowActionLabel ? rowActionLabel(row) : undefined}
                      onClick={onRowClick ? () => onRowClick(row) : undefined}
                      onKeyDown={onRowClick ? onActivate(() => onRowClick(row)) : undefined}
                    >
                      {renderCard(row)}
                    </div>
                    {props.renderCardActions?.(row)}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    );
  }

  const headerCell = (column: Column<Row>) => {
    if (!column.sortValue || !onSortChange) return column.header;
    const active = sort?.key === column.key;
    const nextDirection: SortDirection = active && sort?.direction === 'asc' ? 'desc' : 'asc';
    return (
      <button
        type="button"
        className="sort-button"
        onClick={() => onSortChange({ key: column.key, direction: nextDirection })}
      >
        {column.header}
        <span aria-hidden="true" className="ms-1">
          {active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  };

  return (
    // A region that may scroll sideways is focusable, so keyboard users can scroll it (axe scrollable-region-focusable).
    <div
      className="table-responsive bg-white rounded border position-relative"
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-list=""
    >
      {refreshing}
      <table className="table table-hover align-middle m-0 data-table" aria-busy={props.loading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className="table-light">
          <tr>
            {selection && (
              <th scope="col" style={{ width: '2.5rem' }}>
                <input
                  type="checkbox"
                  className="form-check-input"
                  checked={allSelected}
                  onChange={() => selection.onToggleAll(ids, !allSelected)}
                  aria-label={t('table.selectAll')}
                  disabled={ids.length === 0}
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                aria-sort={
                  sort?.key === column.key
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {headerCell(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="text-center text-muted py-4">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = rowId(row);
              return (
                <tr
                  key={id}
                  className={onRowClick ? 'is-clickable' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={onRowClick && rowActionLabel ? rowActionLabel(row) : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? onActivate(() => onRowClick(row)) : undefined}
                >
                  {selection && (
                    <td onClick={(event) => event.stopPropagation()}>
                      <RowCheckbox selection={selection} id={id} />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
