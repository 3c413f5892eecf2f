import { useTranslation } from '../../i18n/useTranslation';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { LabelledSelect } from '../form/Select';
import { pageCount, ROWS_PER_PAGE_OPTIONS, rowsAtLeast } from './usePagination';

export interface PaginationProps {
  page: number;
  rowsPerPage: number;
  total: number;
  /** `total` is where the server stopped counting (a search matching very many): "1,000+". */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
}

export function Pagination({
  page,
  rowsPerPage,
  total,
  totalIsLowerBound = false,
  onPageChange,
  onRowsPerPageChange,
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  // The numbers follow the language the texts around them are in.
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const pages = pageCount(total, rowsPerPage);
  // Past a count the server stopped at there are more rows: the page holding the next one is reachable.
  const lastPage = pageCount(rowsAtLeast(total, totalIsLowerBound), rowsPerPage);
  const from = total === 0 ? 0 : (page - 1) * rowsPerPage + 1;
  const to = totalIsLowerBound ? page * rowsPerPage : Math.min(total, page * rowsPerPage);
  const number = (value: number) => formatNumber(value, language);

  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
      aria-label={t('table.pagination')}
    >
      <LabelledSelect
        label={t('table.rowsPerPage')}
        inline
        small
        value={rowsPerPage}
        options={ROWS_PER_PAGE_OPTIONS.map((option) => ({ value: String(option), label: number(option) }))}
        onChange={(value) => onRowsPerPageChange(Number(value))}
      />
      <span className="small text-muted" aria-live="polite">
        {t(totalIsLowerBound ? 'table.rangeAtLeast' : 'table.range', {
          from: number(from),
          to: number(to),
          total: number(total),
        })}
      </span>
      <div className="btn-group" role="group">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label={t('table.previous')}
        >
          <span aria-hidden="true" className="d-inline-block">
            ‹
          </span>
        </button>
        <span className="btn btn-sm btn-light disabled" aria-current="page">
          {t(totalIsLowerBound ? 'table.pageOfAtLeast' : 'table.pageOf', {
            page: number(page),
            pages: number(pages),
          })}
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= lastPage}
          aria-label={t('table.next')}
        >
          <span aria-hidden="true" className="d-inline-block">
            ›
          </span>
        </button>
      </div>
    </nav>
  );
}
