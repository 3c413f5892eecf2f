import { useTranslation } from 'react-i18next';
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

/** A product photo that falls back to the placeholder when its address stops working. */
export function ProductImage({ product, size, alt }: { product: Product; size: number; alt: string }) {
  return (
    <img
      src={productImage(product)}
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
