import type { Product } from '../../api/types';
import type { Language } from '../../i18n';

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** The name in the reader's language, else the other one (a spreadsheet fills one language only). */
export function productName(product: Product, language: Language): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return String(product[language]?.name || product[other]?.name || product.sku);
}

/** The main photo, or the placeholder of docs/screens.md when the product has none. */
export function productImage(product: Product): string {
  const first = product.product_images?.find((image) => image.url || image.admin_url);
  return first?.url || first?.admin_url || PLACEHOLDER_IMAGE;
}
