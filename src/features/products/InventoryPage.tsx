import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductFilter } from '../../api/products';
import type { Product, ProductStatus } from '../../api/types';
import { notifyServerSuccess, notifySuccess } from '../../app/notify';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column } from '../../components/table/DataTable';
import { FilterTabs, type FilterOption } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { useServerList } from '../../components/table/useServerList';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { PRODUCT_STATUSES } from '../../lib/productStatus';
import { truncate } from '../../lib/text';
import { productName } from './productDisplay';
import {
  productsRequested,
  productStatusesChanged,
  productUpdated,
  type InventoryScope,
} from './productsSlice';
import { ProductImage, ProductStatusBadge } from './ProductVisuals';

/** SPEC.md §9: the inventory search waits one second after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

const NOT_ACTIVE: ProductStatus[] = ['pending', 'expired', 'soldout', 'rejected', 'paused'];
const SELLER_TABS = ['all', 'active', 'notActive'] as const;
const ADMIN_TABS = ['all', 'active', 'pending', 'rejected', 'expired', 'soldout', 'paused'] as const;
type Tab = (typeof SELLER_TABS)[number] | (typeof ADMIN_TABS)[number];

const tabsOf = (scope: InventoryScope): readonly Tab[] => (scope === 'admin' ? ADMIN_TABS : SELLER_TABS);

/** What each tab asks the API for: the not-active tab is an or-filter over every other status. */
const queryOf = (tab: Tab): { filter?: ProductFilter; orFilter?: ProductFilter[] } => {
  if (tab === 'all') return {};
  if (tab === 'notActive') return { orFilter: NOT_ACTIVE.map((status) => ({ status })) };
  return { filter: { status: tab } };
};

export function InventoryPage({ scope }: { scope: InventoryScope }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useAppSelector(selectLanguage);
  const { list, meta, loading } = useAppSelector((state) => state.products);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = tabsOf(scope);
  const requestedTab = searchParams.get('tab') as Tab | null;
  const tab: Tab = requestedTab && tabs.includes(requestedTab) ? requestedTab : 'all';
  const [search, setSearch] = useState('');
  const {
    page,
    rowsPerPage,
    setPage,
    setRowsPerPage,
    resetPage,
    search: appliedSearch,
  } = useServerList(scope === 'admin' ? 'admin-products' : 'store-inventory', {
    search,
    debounceMs: SEARCH_DEBOUNCE_MS,
    count: meta.count,
    loading,
  });
  const [chosenIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  // Only rows on screen can be selected: a new page, tab or search leaves nothing selected behind.
  const selectedIds: ReadonlySet<string> = new Set(
    list.map((product) => product._id).filter((id) => chosenIds.has(id)),
  );
  // The box shows the new value at once (optimistic) and falls back if the save fails.
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());

  useEffect(() => {
    const request = dispatch(
      productsRequested({
        scope,
        page,
        limit: rowsPerPage,
        search: appliedSearch || undefined,
        ...queryOf(tab),
      }),
    );
    return () => request.abort();
  }, [dispatch, scope, page, rowsPerPage, appliedSearch, tab]);

  const changeTab = (next: Tab) => {
    setSearchParams(next === 'all' ? {} : { tab: next }, { replace: true });
    resetPage();
  };

  const toggleRecommended = async (product: Product) => {
    const wanted = !product.is_recommended;
    setSaving((current) => new Map(current).set(product._id, wanted));
    const result = await dispatch(productUpdated({ id: product._id, changes: { is_recommended: wanted } }));
    setSaving((current) => {
      const next = new Map(current);
      next.delete(product._id);
      return next;
    });
    if (productUpdated.fulfilled.match(result)) notifySuccess('products.updated');
  };

  const open = (product: Product) =>
    navigate(`/store/product/detail?id=${encodeURIComponent(product._id)}`, {
      state: { product, from: `${location.pathname}${location.search}` },
    });

  const name = (product: Product) => productName(product, language);

  const recommendedBox = (product: Product) => (
    <div
      className="form-check m-0 d-flex justify-content-center"
      onClick={(event) => event.stopPropagation()}
    >
      <input
        type="checkbox"
        className="form-check-input"
        checked={saving.get(product._id) ?? product.is_recommended}
        disabled={saving.has(product._id)}
        onChange={() => void toggleRecommended(product)}
        aria-label={t('products.inventory.recommendedFor', { name: name(product) })}
      />
    </div>
  );

  const handlingTime = (product: Product) =>
    product.handling_time === null || product.handling_time === undefined || product.handling_time === ''
      ? t('common.na')
      : formatNumber(Number(product.handling_time), language);

  const columns: Column<Product>[] = [
    {
      key: 'image',
      header: t('products.inventory.columns.image'),
      render: (product) => <ProductImage product={product} size={48} alt="" />,
    },
    {
      key: 'name',
      header: t('products.inventory.columns.name'),
      render: (product) => (
        <div className="min-w-0">
          <div className="fw-semibold" dir="auto">
            {name(product)}
          </div>
          <div className="small text-muted">
            <bdi dir="ltr">{product.sku}</bdi>
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('products.inventory.columns.status'),
      render: (product) => <ProductStatusBadge status={product.status} />,
    },
    {
      key: 'price',
      header: t('products.inventory.columns.price'),
      className: 'text-nowrap',
      render: (product) => <bdi dir="ltr">{formatMoney(product.listing_price, language)}</bdi>,
    },
    {
      key: 'quantity',
      header: t('products.inventory.columns.quantity'),
      render: (product) => formatNumber(product.stock_quantity, language),
    },
    {
      key: 'updated',
      header: t('products.inventory.columns.updated'),
      className: 'text-nowrap small',
      render: (product) => formatDateTime(product.updatedAt, language),
    },
    {
      key: 'handling',
      header: t('products.inventory.columns.handlingTime'),
      render: handlingTime,
    },
    {
      key: 'recommended',
      header: t('products.inventory.columns.recommended'),
      className: 'text-center',
      render: recommendedBox,
    },
  ];

  const renderCard = (product: Product) => (
    <div className="d-flex gap-3 align-items-start">
      <ProductImage product={product} size={64} alt="" />
      <div className="min-w-0 flex-grow-1">
        <div className="d-flex justify-content-between gap-2 align-items-start">
          <span className="fw-semibold" dir="auto" title={name(product)}>
            {truncate(name(product))}
          </span>
          <ProductStatusBadge status={product.status} />
        </div>
        <div className="small mt-1">
          <bdi dir="ltr">{formatMoney(product.listing_price, language)}</bdi>
          <span className="text-muted mx-1" aria-hidden="true">
            ·
          </span>
          {t('products.inventory.quantityShort', { n: formatNumber(product.stock_quantity, language) })}
        </div>
        <div className="small text-muted">
          {t('products.inventory.handlingShort', { value: handlingTime(product) })}
        </div>
        <div className="small text-muted">{formatDateTime(product.updatedAt, language)}</div>
        {product.is_recommended && (
          <span className="badge text-bg-light border mt-1">
            ★ {t('products.inventory.columns.recommended')}
          </span>
        )}
      </div>
    </div>
  );

  const tabOptions: FilterOption<Tab>[] = tabs.map((value) => ({
    value,
    label: t(`products.tabs.${value === 'active' && scope === 'admin' ? 'available' : value}`),
  }));

  const title = scope === 'admin' ? t('products.inventory.adminTitle') : t('products.inventory.title');

  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <FilterTabs
        label={t('products.inventory.filterLabel')}
        options={tabOptions}
        value={tab}
        onChange={changeTab}
      />
      <SearchBox label={t('products.inventory.searchLabel')} value={search} onChange={setSearch} />
      {scope === 'admin' && (
        <BulkStatusBar selectedIds={selectedIds} onDone={() => setSelectedIds(new Set())} />
      )}
      <DataTable
        caption={title}
        columns={columns}
        rows={list}
        rowId={(product) => product._id}
        onRowClick={open}
        rowActionLabel={(product) => t('table.open', { name: name(product) })}
        selection={{
          selectedIds,
          onToggle: (id) =>
            setSelectedIds((current) => {
              const next = new Set(current);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            }),
          onToggleAll: (ids, selected) => setSelectedIds(selected ? new Set(ids) : new Set()),
          rowLabel: (id) => {
            const product = list.find((candidate) => candidate._id === id);
            return t('table.selectRow', { name: product ? name(product) : id });
          },
        }}
        loading={loading}
        renderCard={renderCard}
      />
      <Pagination
        page={page}
        rowsPerPage={rowsPerPage}
        total={meta.count}
        onPageChange={setPage}
        onRowsPerPageChange={setRowsPerPage}
      />
    </div>
  );
}

/** Admins set one status on every selected product at once (SPEC.md §2, §6). */
function BulkStatusBar({ selectedIds, onDone }: { selectedIds: ReadonlySet<string>; onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const selectId = useId();
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const count = selectedIds.size;
  const options = useMemo(
    () => PRODUCT_STATUSES.map((value) => ({ value, label: t(`products.status.${value}`) })),
    [t],
  );

  const apply = async () => {
    if (!status || count === 0) return;
    setBusy(true);
    const result = await dispatch(productStatusesChanged({ ids: [...selectedIds], status }));
    setBusy(false);
    if (productStatusesChanged.fulfilled.match(result)) {
      notifyServerSuccess(result.payload.msg, 'products.bulk.done');
      setStatus('');
      onDone();
    }
  };

  return (
    <section
      className="d-flex flex-wrap align-items-end gap-2 mb-3 p-2 bg-white border rounded"
      aria-label={t('products.bulk.label')}
    >
      <span className="small text-muted me-auto align-self-center" aria-live="polite">
        {t('products.bulk.selected', { n: formatNumber(count, language) })}
      </span>
      <div>
        <label htmlFor={selectId} className="form-label small mb-1">
          {t('products.bulk.statusLabel')}
        </label>
        <select
          id={selectId}
          className="form-select form-select-sm"
          value={status}
          onChange={(event) => setStatus(event.target.value as ProductStatus | '')}
        >
          <option value="">{t('common.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!status || count === 0 || busy}
        onClick={() => void apply()}
      >
        {busy ? t('products.bulk.applying') : t('products.bulk.apply')}
      </button>
    </section>
  );
}

export function SellerInventoryPage() {
  return <InventoryPage scope="seller" />;
}

export function AdminProductsPage() {
  return <InventoryPage scope="admin" />;
}
