import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { getProductImport, listProductImports, type ProductImport } from '../../api/products';
import type { Category } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { CardSection } from '../../components/Card';
import { DataTable, type Column } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { pageCount, usePagination } from '../../components/table/usePagination';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { DEFAULT_SHEET_LIMITS } from '../../lib/spreadsheet/limits';
import { rejectedRowsFileName } from '../../lib/spreadsheet/templateFile';
import { fetchCategories } from '../categories';
import { downloadRejectedRows } from './downloadTemplate';
import { rejectedRowsInput } from './sheetIssueWording';

export interface ImportHistoryProps {
  /** An admin looking at a seller; without it, the signed-in seller's own imports. */
  sellerId?: string;
  /** Changes after an import, to list it at once. */
  refreshKey?: number;
  /** The heading's level in the page around it. */
  headingLevel?: 2 | 3;
  /** The categories the page already loads (their names label the rows); without them the history loads them. */
  categories?: readonly Category[];
}

/** Two counts a line on a phone card: four side by side leave no room for their names. */
const COUNTS_GRID = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.25rem' };

interface Listing {
  imports: ProductImport[];
  count: number;
  /** The query these rows answer, so a stale answer is never shown for another page. */
  query: string;
}

/**
 * The seller's past spreadsheet imports, newest first and paginated by the API: when, which file, what each
 * did, and who ran it, with the rows an import refused downloadable again as a spreadsheet to fix.
 */
export function ImportHistory({
  sellerId,
  refreshKey = 0,
  headingLevel = 2,
  categories: pageCategories,
}: ImportHistoryProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const storedCategories = useAppSelector((state) => state.categories.list);
  const categories = pageCategories ?? storedCategories;
  const { page, rowsPerPage, setPage, setRowsPerPage } = usePagination(
    sellerId ? `product-imports-${sellerId}` : 'product-imports',
  );
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const query = `${sellerId ?? ''}|${page}|${rowsPerPage}|${refreshKey}`;

  useEffect(() => {
    let current = true;
    listProductImports({ page, limit: rowsPerPage, ...(sellerId ? { sellerId } : {}) }).then(
      ({ imports, count }) => {
        if (!current) return;
        setFailed(false);
        setListing({ imports, count, query });
        // A page kept from an earlier visit that no longer exists moves to the last one.
        if (imports.length === 0 && count > 0) setPage(pageCount(count, rowsPerPage));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [sellerId, page, rowsPerPage, query, setPage]);

  // The names label the rows and the headers word the problems of a download: fetched once if not there yet.
  const loadCategories = !pageCategories && storedCategories.length === 0;
  useEffect(() => {
    if (loadCategories) void dispatch(fetchCategories());
  }, [dispatch, loadCategories]);

  const categoryOf = (code: string): Category | undefined =>
    categories.find((category) => category.code === code);
  const categoryName = (code: string) => {
    const category = categoryOf(code);
    return category ? category.name[language] || category.name.en : code;
  };
  const number = (value: number) => formatNumber(value, language);
  const fileName = (item: ProductImport) => item.file_name || t('products.imports.noFileName');

  const download = async (item: ProductImport) => {
    setDownloading(item._id);
    try {
      const detail = await getProductImport(item._id);
      const input = rejectedRowsInput(
        detail.rejected.titles,
        detail.rejected.rows,
        detail.rejected.rows.flatMap((row) => row.issues),
        {
          language,
          t,
          headers: categoryOf(detail.category)?.headers ?? [],
          category: detail.category,
          categoryName,
          limits: DEFAULT_SHEET_LIMITS,
        },
      );
      await downloadRejectedRows(input, rejectedRowsFileName(item.file_name || 'products'));
    } catch {
      // A failed call has already been shown as a toast.
    } finally {
      setDownloading(null);
    }
  };

  const downloadButton = (item: ProductImport) => (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary text-nowrap"
      onClick={() => void download(item)}
      disabled={downloading === item._id}
      aria-label={t('products.imports.downloadLabel', { file: fileName(item) })}
    >
      {downloading === item._id ? t('products.imports.downloading') : t('products.imports.download')}
    </button>
  );

  /** On phones: the file and when on top, the four counts side by side, then who and the download. */
  const renderCard = (item: ProductImport) => (
    <>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <span className="min-w-0 text-break">
          <bdi className="fw-semibold">{fileName(item)}</bdi>
          <span className="d-block small text-muted">{categoryName(item.category)}</span>
        </span>
        <time dateTime={item.createdAt} className="small text-muted text-nowrap">
          {formatDateTime(item.createdAt, language)}
        </time>
      </div>
      <dl className="text-center small my-2" style={COUNTS_GRID}>
        {(['created', 'updated', 'unchanged', 'refused'] as const).map((key) => (
          <div key={key} className="border rounded py-1">
            <dt className="fw-normal text-muted">{t(`products.imports.${key}`)}</dt>
            <dd className={`m-0 fw-semibold${key === 'refused' && item.refused > 0 ? ' text-danger' : ''}`}>
              {number(item[key])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 small text-muted">
        <span>
          {t('products.imports.rows')}: {number(item.rows)}
          {item.actor?.name && (
            <>
              {' · '}
              {t('products.imports.by')}: <bdi>{item.actor.name}</bdi>
            </>
          )}
        </span>
        {item.refused > 0 && downloadButton(item)}
      </div>
    </>
  );

  const columns: Column<ProductImport>[] = [
    {
      key: 'file',
      header: t('products.imports.file'),
      render: (item) => (
        <span className="d-block text-break">
          <bdi className="fw-semibold">{fileName(item)}</bdi>
          <span className="d-block small text-muted">{categoryName(item.category)}</span>
        </span>
      ),
    },
    {
      key: 'when',
      header: t('products.imports.when'),
      render: (item) => (
        <time dateTime={item.createdAt} className="small text-nowrap">
          {formatDateTime(item.createdAt, language)}
        </time>
      ),
    },
    { key: 'rows', header: t('products.imports.rows'), render: (item) => number(item.rows) },
    { key: 'created', header: t('products.imports.created'), render: (item) => number(item.created) },
    { key: 'updated', header: t('products.imports.updated'), render: (item) => number(item.updated) },
    { key: 'unchanged', header: t('products.imports.unchanged'), render: (item) => number(item.unchanged) },
    {
      key: 'refused',
      header: t('products.imports.refused'),
      render: (item) => (
        <span className={item.refused > 0 ? 'text-danger fw-semibold' : undefined}>
          {number(item.refused)}
        </span>
      ),
    },
    {
      key: 'by',
      header: t('products.imports.by'),
      render: (item) => (item.actor?.name ? <bdi>{item.actor.name}</bdi> : '—'),
    },
    {
      key: 'actions',
      header: t('products.imports.actions'),
      render: (item) => (item.refused > 0 ? downloadButton(item) : '—'),
    },
  ];

  const loading = listing?.query !== query && !failed;
  return (
    <CardSection title={t('products.imports.title')} level={headingLevel}>
      {failed ? (
        <p className="text-muted m-0">{t('products.imports.failed')}</p>
      ) : (
        <>
          <DataTable
            caption={t('products.imports.caption')}
            columns={columns}
            rows={listing?.imports ?? []}
            rowId={(item) => item._id}
            loading={loading}
            renderCard={renderCard}
          />
          {(listing?.count ?? 0) > 0 && (
            <Pagination
              page={page}
              rowsPerPage={rowsPerPage}
              total={listing?.count ?? 0}
              onPageChange={setPage}
              onRowsPerPageChange={setRowsPerPage}
            />
          )}
        </>
      )}
    </CardSection>
  );
}
