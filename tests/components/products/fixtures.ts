import type { Category, Product, ProductStatus, User } from '../../../src/api/types';
import { aCategory, aProduct } from '../../fixtures/apiShapes';

export const makeProduct = (n: number, overrides: Partial<Product> = {}): Product =>
  aProduct({
    _id: n.toString(16).padStart(24, '0'),
    sku: `SKU-${n}`,
    status: 'active' as ProductStatus,
    listing_price: 100 + n,
    stock_quantity: n,
    updatedAt: '2026-10-01T10:00:00.000Z',
    handling_time: n % 2 === 0 ? 3 : null,
    is_recommended: false,
    product_images: [],
    category: 'electronics',
    en: { name: `Power Bank Number ${n}` },
    ar: { name: `باور بانك رقم ${n}` },
    details: {},
    ...overrides,
  });

export const electronics: Category = aCategory({
  _id: 'c1',
  code: 'electronics',
  name: { en: 'Electronics', ar: 'إلكترونيات' },
  published: true,
  headers: [
    { en: 'Name', ar: 'الاسم', key: 'name', is_required: true, is_visible: true, lang_specific: true, value_type: 'text' },
    { en: 'SKU', ar: 'رمز المنتج', key: 'sku', is_required: true, is_visible: true, lang_specific: false, value_type: 'text' },
    { en: 'Listing price', ar: 'سعر البيع', key: 'listing_price', is_required: true, is_visible: true, lang_specific: false, value_type: 'number' },
  ],
}); // prettier-ignore

/** A seller through every onboarding step: the seller area opens for them. */
export const onboardedSeller = {
  _id: 'u1',
  name: 'Mona',
  is_seller: true,
  kyc: { address: 'Cairo' },
  business_info: { en: { business_name: 'Nile' } },
  company_registration: { owner_name: 'Mona' },
} as User;
