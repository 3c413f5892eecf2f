import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Product } from '../../api/types';
import { PageTitle } from '../../components/PageTitle';
import { DataTable } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { useRowSelection } from '../../components/table/useRowSelection';
import { BulkStatusBar } from './BulkStatusBar';
import { useInventoryColumns } from './inventoryColumns';
import type { InventoryScope } from './productsSlice';
import { BulkOfferBar } from './BulkOfferBar';
import { InlineOfferProvider, useInlineOffer } from './inlineOffer';
import { InventoryExport } from './InventoryExport';
import { InventoryFilters } from './InventoryFilters';
import { inventorySelection, inventoryTabs, useInventoryList } from './useInventoryList';
import { useRecommendedToggle } from './useRecommendedToggle';

/** The phone's edit sheet is a form (Formik and yup): loaded when a seller opens it, not with the list. */
const OfferEditSheet = lazy(async () => ({ default: (await import('./OfferEditSheet')).OfferEditSheet }));

/** The seller's inventory (/store/inventory) and the admin's (/admin/products), docs/screens.md. */
export function InventoryPage({ scope }: { scope: InventoryScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useInventoryList(scope);
  const recommended = useRecommendedToggle();
  const [sheetFor, setSheetFor] = useState<Product | null>(null);
  const inline = useInlineOffer(list.rows);
  const { columns, renderCard, name } = useInventoryColumns(
    recommended,
    scope,
    scope === 'seller' ? setSheetFor : undefined,
  );
  const { selection, selectedIds, clear } = useRowSelection(list.rows, (product) => product._id, name);
  // "Every product matching this filter" holds for the filter it was chosen on only.
  const queryKey = JSON.stringify([list.query.tab, list.query.search, list.query.filters]);
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);
  const allMatching = allMatchingFor === queryKey;
  const [exporting, setExporting] = useState(false);
  // A bulk change (the admin's status, the seller's price and stock) is about the same picks or filter.
  const bulk = {
    selectedIds,
    matching: list.count,
    allMatching,
    onAllMatchingChange: (all: boolean) => setAllMatchingFor(all ? queryKey : null),
    selection: inventorySelection(list.query),
    onChanged: () => {
      clear();
      setAllMatchingFor(null);
      list.reload();
    },
  };

  const open = (product: Product) =>
    navigate(`/store/product/detail?id=${encodeURIComponent(product._id)}`, {
      state: { product, from: `${location.pathname}${location.search}` },
    });

  const title = t(scope === 'admin' ? 'products.inventory.adminTitle' : 'products.inventory.title');
  const tabOptions = inventoryTabs(scope).map((value) => ({
    value,
    label: t(`products.tabs.${value === 'active' && scope === 'admin' ? 'available' : value}`),
  }));

  return (
    <div>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <PageTitle>{title}</PageTitle>
        {scope === 'seller' && (
          <div className="d-flex flex-wrap gap-2">
            <Link to="/store/product/new" className="btn btn-primary">
              {t('products.create.addProduct')}
            </Link>
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-expanded={exporting}
              onClick={() => setExporting(!exporting)}
            >
              {t('products.export.open')}
            </button>
          </div>
        )}
      </div>
      {exporting && <InventoryExport query={list.query} onClose={() => setExporting(false)} />}
      <FilterTabs label={t('products.inventory.filterLabel')} options={tabOptions} {...list.tabs} />
      <SearchBox label={t('products.inventory.searchLabel')} {...list.searchBox} />
      <InventoryFilters scope={scope} filters={list.query.filters} onChange={list.setFilters} />
      {scope === 'seller' && (selectedIds.size > 0 || allMatching) && <BulkOfferBar {...bulk} />}
      {scope === 'admin' && <BulkStatusBar {...bulk} />}
      {/* Only a seller's rows edit price and stock in place: an admin's cells stay plain values. */}
      <InlineOfferProvider value={scope === 'seller' ? inline : null}>
        <DataTable
          caption={title}
          columns={columns}
          rows={list.rows}
          rowId={(product) => product._id}
          onRowClick={open}
          rowActionLabel={(product) => t('table.open', { name: name(product) })}
          selection={selection}
          loading={list.loading}
          expectedRows={list.query.rowsPerPage}
          renderCard={renderCard}
        />
        {sheetFor && (
          <Suspense fallback={null}>
            <OfferEditSheet product={sheetFor} onClose={() => setSheetFor(null)} />
          </Suspense>
        )}
      </InlineOfferProvider>
      <Pagination {...list.paginationProps} />
    </div>
  );
}

export function SellerInventoryPage() {
  return <InventoryPage scope="seller" />;
}

export function AdminProductsPage() {
  return <InventoryPage scope="admin" />;
}
