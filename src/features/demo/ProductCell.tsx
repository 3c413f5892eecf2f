import type { Product } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { productName } from './text';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-product.svg`;

/** Thumbnail, name in the current language and SKU; the image is decorative since the name is beside it. */
export function ProductCell({ product }: { product: Product }) {
  const language = useAppSelector(selectLanguage);
  const image = product.product_images[0]?.url ?? product.product_images[0]?.admin_url ?? PLACEHOLDER;
  return (
    <div className="d-flex align-items-center gap-2 min-w-0">
      <img src={image} alt="" width={48} height={48} className="data-table__thumb flex-shrink-0" />
      <div className="min-w-0">
        <div className="fw-semibold text-break">{productName(product, language)}</div>
        <bdi className="small text-muted">{product.sku}</bdi>
      </div>
    </div>
  );
}
