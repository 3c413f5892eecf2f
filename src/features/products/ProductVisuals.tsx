import { useTranslation } from '../../i18n/useTranslation';
import type { Product, ProductStatus } from '../../api/types';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import { PLACEHOLDER_IMAGE, productImage } from './productDisplay';

const STATUS_TONE: Record<ProductStatus, BadgeTone> = {
  active: 'success',
  pending: 'secondary',
  rejected: 'danger',
  expired: 'warningDark',
  soldout: 'info',
  paused: 'warning',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={STATUS_TONE[status] ?? 'secondary'}>{t(`products.status.${status}`)}</StatusBadge>
  );
}

/** "Low stock" or "Out of stock" beside a product's quantity; nothing while it has more than its threshold. */
export function StockLevelBadge({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { level } = product.low_stock;
  if (level === 'in') return null;
  return (
    <StatusBadge tone={level === 'out' ? 'danger' : 'warning'}>
      {t(`products.stockLevel.${level}`)}
    </StatusBadge>
  );
}

/** A product photo that falls back to the placeholder when its address stops working. */
export function ProductImage({ product, size, alt }: { product: Product; size: number; alt: string }) {
  return <PhotoImage src={productImage(product)} size={size} alt={alt} />;
}

/** One photo by its address, with the same fallback; `alt` is empty where a button around it names it. */
export function PhotoImage({ src, size, alt }: { src: string; size: number; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="product-thumb rounded border bg-light"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
