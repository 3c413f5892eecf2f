import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';
import { MAX_SHEET_ROWS, type SheetError } from '../../lib/spreadsheetRules';

interface SheetErrorTableProps {
  errors: readonly SheetError[];
  errorCount: number;
  /** The column's title in the reader's language. */
  columnLabel: (column: string | null) => string;
}

/** The problems of a spreadsheet, by row and column, worded in the current language. */
export function SheetErrorTable({ errors, errorCount, columnLabel }: SheetErrorTableProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const number = (value: number) => formatNumber(value, language);
  return (
    <div className="table-responsive border rounded mb-3 sheet-errors">
      <table className="table table-sm table-striped align-middle m-0">
        <caption className="caption-top px-2">{t('products.sheetErrors.caption')}</caption>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('products.sheetErrors.row')}</th>
            <th scope="col">{t('products.sheetErrors.column')}</th>
            <th scope="col">{t('products.sheetErrors.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={`${error.row}-${error.column}-${error.code}-${index}`}>
              <td>{error.row === null ? t('products.sheetErrors.wholeFile') : number(error.row)}</td>
              <td dir="auto">{columnLabel(error.column) || '—'}</td>
              <td>{t(`products.sheetErrors.codes.${error.code}`, { max: number(MAX_SHEET_ROWS) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errorCount > errors.length && (
        <p className="small text-muted m-2">
          {t('products.sheetErrors.more', { n: number(errorCount - errors.length) })}
        </p>
      )}
    </div>
  );
}
