import type { Insertable } from 'kysely';
import { productSearchText } from '../../src/lib/arabicSearch';
import type { ProductStatus } from '../../src/lib/productStatus';
import {
  CATEGORIES,
  categoryLogo,
  COMMON_HEADERS,
  GOVERNORATES,
  ORIGINS,
  type CategorySeed,
} from './catalogue';
import type { Db } from '../db/database';
import type { ProductsTable } from '../db/schema';
import { SEED_BASE_DATE, seededId, STATUS_PATTERN } from './seedData';
import { insertRows } from '../db/insertRows';
import { DAY, HOUR, iso, type Random } from './seedRandom';

const json = (value: unknown): string => JSON.stringify(value);

/** The four categories of the catalogue, published, with their logos and headers. */
export const insertCategories = async (db: Db): Promise<void> => {
  const at = iso(SEED_BASE_DATE - 365 * DAY);
  await insertRows(
    db,
    'categories',
    CATEGORIES.map((category, index) => ({
      id: seededId('ca', index + 1),
      code: category.code,
      name_en: category.name[0],
      name_ar: category.name[1],
      img: categoryLogo(category),
      published: 1,
      is_sub: 0,
      parent_code: null,
      headers: json([...COMMON_HEADERS, ...category.headers]),
      created_at: at,
      updated_at: at,
    })),
  );
};

export type ProductSeed = {
  id: string;
  sku: string;
  sellerId: string;
  category: CategorySeed;
  status: ProductStatus;
  price: number;
  stock: number;
  handlingTime: number | null;
  recommended: boolean;
  nameEn: string;
  nameAr: string;
  en: Record<string, string>;
  ar: Record<string, string>;
  details: Record<string, string | number>;
  createdAt: string;
  updatedAt: string;
};

/** The index-th product of a seller: its category and status follow the index, the rest the dice. */
export const makeProduct = (
  random: Random,
  id: string,
  sellerId: string,
  index: number,
  sku: string,
): ProductSeed => {
  const category = CATEGORIES[index % CATEGORIES.length] as CategorySeed;
  const item = random.pick(category.items);
  const brand = random.pick(category.brands);
  const variant = random.pick(category.variants);
  const origin = random.pick(ORIGINS);
  const governorate = random.pick(GOVERNORATES);
  const status = STATUS_PATTERN[index % STATUS_PATTERN.length] as ProductStatus;
  const localized = category.localized(random.pick);
  const updatedAgo = random.int(1, 90 * 24) * HOUR + random.int(0, 59) * 60_000;
  const createdAgo = updatedAgo + random.int(0, 60) * DAY;
  const nameEn = `${brand[0]} ${item.name[0]} ${variant[0]}`;
  const nameAr = `${item.name[1]} ${brand[1]} ${variant[1]}`;
  return {
    id,
    sku,
    sellerId,
    category,
    status,
    // Whole pounds plus common trade endings (.00, .50, .75, .99), stored in piasters.
    price: random.int(item.price[0], item.price[1]) * 100 + random.pick([0, 50, 75, 99]),
    stock: status === 'soldout' ? 0 : random.int(5, 500),
    handlingTime: random.next() < 0.15 ? null : random.int(1, 7),
    recommended: status === 'active' && random.next() < 0.15,
    nameEn,
    nameAr,
    en: {
      brand: brand[0],
      description: `${nameEn}. Wholesale packs, ships from ${governorate[0]}.`,
      subcategory: item.sub[0],
      origin: origin[0],
      ...localized.en,
    },
    ar: {
      brand: brand[1],
      description: `${nameAr}. عبوات جملة، الشحن من ${governorate[1]}.`,
      subcategory: item.sub[1],
      origin: origin[1],
      ...localized.ar,
    },
    details: category.details(random.pick),
    createdAt: iso(SEED_BASE_DATE - createdAgo),
    updatedAt: iso(SEED_BASE_DATE - updatedAgo),
  };
};

/** The products table's row of a product. */
const productRow = (product: ProductSeed): Insertable<ProductsTable> => ({
  id: product.id,
  sku: product.sku,
  seller_id: product.sellerId,
  category_code: product.category.code,
  status: product.status,
  listing_price: product.price,
  stock_quantity: product.stock,
  handling_time: product.handlingTime,
  is_recommended: product.recommended ? 1 : 0,
  name_en: product.nameEn,
  name_ar: product.nameAr,
  search_text: productSearchText(product.nameEn, product.nameAr, [
    String(product.en.brand ?? ''),
    String(product.ar.brand ?? ''),
  ]),
  en: json(product.en),
  ar: json(product.ar),
  details: json(product.details),
  product_images: '[]',
  created_at: product.createdAt,
  updated_at: product.updatedAt,
});

/** Writes products in order, many to a statement (the demo seed and the benchmarks write many). */
export const insertProducts = async (db: Db, products: readonly ProductSeed[]): Promise<void> => {
  await insertRows(db, 'products', products.map(productRow));
};
