import type { Database } from 'better-sqlite3';
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
import { SEED_BASE_DATE, seededId, STATUS_PATTERN } from './seedData';
import { DAY, HOUR, iso, type Random } from './seedRandom';

const json = (value: unknown): string => JSON.stringify(value);

/** The four categories of the catalogue, published, with their logos and headers. */
export const insertCategories = (db: Database): void => {
  const insert = db.prepare(
    `INSERT INTO categories (id, code, name_en, name_ar, img, published, is_sub, parent_code, headers, created_at,
       updated_at) VALUES (?, ?, ?, ?, ?, 1, 0, NULL, ?, ?, ?)`,
  );
  CATEGORIES.forEach((category, index) => {
    const at = iso(SEED_BASE_DATE - 365 * DAY);
    insert.run(
      seededId('ca', index + 1),
      category.code,
      category.name[0],
      category.name[1],
      categoryLogo(category),
      json([...COMMON_HEADERS, ...category.headers]),
      at,
      at,
    );
  });
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

/** Writes products with one prepared statement (the demo seed and the benchmarks write many). */
export const productWriter = (db: Database) => {
  const statement = db.prepare(
    `INSERT INTO products (id, sku, seller_id, category_code, status, listing_price, stock_quantity, handling_time,
       is_recommended, name_en, name_ar, search_text, en, ar, details, product_images, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?)`,
  );
  return (product: ProductSeed): void => {
    statement.run(
      product.id,
      product.sku,
      product.sellerId,
      product.category.code,
      product.status,
      product.price,
      product.stock,
      product.handlingTime,
      product.recommended ? 1 : 0,
      product.nameEn,
      product.nameAr,
      productSearchText(product.nameEn, product.nameAr),
      json(product.en),
      json(product.ar),
      json(product.details),
      product.createdAt,
      product.updatedAt,
    );
  };
};
