import type { OrderLine, OrderLineStatus, Product } from '../../../api/types';
import { stockLevelOf } from '../../../lib/entities/product';

interface ProductSeed {
  en: string;
  ar: string;
  category: 'electronics' | 'cosmetics' | 'fnb' | 'textiles';
  price: number;
  stock: number;
}

const SELLER = {
  _id: 'demo-seller',
  name: 'Ahmed Hassan',
  business_name: { en: 'Nile Trading Co.', ar: 'شركة النيل للتجارة' },
};

const SEEDS: ProductSeed[] = [
  { en: 'Samsung Galaxy A15 phone', ar: 'هاتف سامسونج جالاكسي A15', category: 'electronics', price: 7499, stock: 40 },
  { en: 'Xiaomi Redmi 13 phone', ar: 'هاتف شاومي ريدمي 13', category: 'electronics', price: 6250, stock: 25 },
  { en: 'Anker 20W USB-C charger', ar: 'شاحن أنكر 20 وات USB-C', category: 'electronics', price: 549.5, stock: 120 },
  { en: 'AA alkaline batteries (pack of 12)', ar: 'بطاريات قلوية AA (عبوة 12)', category: 'electronics', price: 189, stock: 300 },
  { en: 'Tornado 1.5 HP air conditioner', ar: 'تكييف تورنيدو 1.5 حصان', category: 'electronics', price: 21990, stock: 8 },
  { en: 'Argan oil shampoo 400 ml', ar: 'شامبو زيت الأرجان 400 مل', category: 'cosmetics', price: 145, stock: 210 },
  { en: 'Aloe vera moisturising cream', ar: 'كريم مرطب بالصبار', category: 'cosmetics', price: 98.75, stock: 160 },
  { en: 'Rose water 250 ml', ar: 'ماء ورد 250 مل', category: 'cosmetics', price: 35, stock: 500 },
  { en: 'Sunscreen SPF 50', ar: 'واقي شمس SPF 50', category: 'cosmetics', price: 265, stock: 75 },
  { en: 'Egyptian rice 5 kg', ar: 'أرز مصري 5 كجم', category: 'fnb', price: 165, stock: 400 },
  { en: 'Sunflower oil 2.2 litres', ar: 'زيت عباد الشمس 2.2 لتر', category: 'fnb', price: 182.5, stock: 260 },
  { en: 'Dates with almonds 1 kg', ar: 'تمر باللوز 1 كجم', category: 'fnb', price: 240, stock: 90 },
  { en: 'Ground coffee with cardamom 250 g', ar: 'بن محوج بالحبهان 250 جم', category: 'fnb', price: 130, stock: 180 },
  { en: 'Egyptian cotton bed sheet set', ar: 'طقم ملاءات قطن مصري', category: 'textiles', price: 1150, stock: 60 },
  { en: 'Cotton bath towels (set of 4)', ar: 'مناشف حمام قطن (طقم 4)', category: 'textiles', price: 720, stock: 85 },
  { en: "Men's cotton galabeya", ar: 'جلابية رجالي قطن', category: 'textiles', price: 480, stock: 45 },
  { en: 'Linen tablecloth 160 × 220 cm', ar: 'مفرش سفرة كتان 160 × 220 سم', category: 'textiles', price: 395, stock: 30 },
];

const CATEGORY_NAMES = {
  electronics: { en: 'Electronics', ar: 'إلكترونيات' },
  cosmetics: { en: 'Cosmetics', ar: 'مستحضرات تجميل' },
  fnb: { en: 'Food and beverages', ar: 'أغذية ومشروبات' },
  textiles: { en: 'Textiles', ar: 'منسوجات' },
} as const;

const SKU_PREFIX = { electronics: 'ELC', cosmetics: 'COS', fnb: 'FNB', textiles: 'TXT' } as const;

/** Deterministic sample products shaped like the API's Product, shared by every demonstration page. */
export const SAMPLE_PRODUCTS: readonly Product[] = SEEDS.map((seed, index) => ({
  _id: `demo-product-${index + 1}`,
  sku: `${SKU_PREFIX[seed.category]}-${String(1001 + index)}`,
  seller: SELLER,
  status: 'active',
  listing_price: seed.price,
  stock_quantity: seed.stock,
  createdAt: new Date(Date.UTC(2025, 0, 5 + index, 9, 30)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, 5 + index, 9, 30)).toISOString(),
  handling_time: 2 + (index % 3),
  is_recommended: index % 4 === 0,
  low_stock: { threshold: 5, own: false, level: stockLevelOf(seed.stock, 5) },
  product_images: [],
  category: seed.category,
  en: { name: seed.en, category: CATEGORY_NAMES[seed.category].en },
  ar: { name: seed.ar, category: CATEGORY_NAMES[seed.category].ar },
  details: {},
}));

export function sampleProduct(index: number): Product {
  const product = SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length];
  if (!product) throw new Error('no sample products');
  return product;
}

/** An order line of a sample product, priced at its listing price. */
export function sampleLine(
  productIndex: number,
  orderNumber: number,
  quantity: number,
  status: OrderLineStatus,
  updatedAt: string,
): OrderLine {
  const product = sampleProduct(productIndex);
  const orderRef = `ORD-2025-${String(orderNumber).padStart(5, '0')}`;
  return {
    _id: `${orderRef}-${product._id}`,
    data: product,
    quantity,
    status,
    price: product.listing_price,
    order_ref_id: orderRef,
    updatedAt,
    returned_quantity: 0,
  };
}
