import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeForSearch, productSearchText } from '../../src/lib/arabicSearch';
import { MAX_HANDLING_DAYS, MAX_PRICE, MAX_QUANTITY } from '../../src/lib/spreadsheet/limits';
import { currentUser, requireAdmin, requireSeller, type AuthUser } from '../lib/auth';
import { PRODUCT_STATUSES, type ProductStatus } from '../../src/lib/productStatus';
import { ApiError, MESSAGES, UploadError, type Bilingual } from '../lib/errors';
import { nowIso, ID_PATTERN } from '../lib/ids';
import { toPiasters } from '../lib/money';
import { matchingRowids } from '../lib/listQuery';
import {
  parseJson,
  sellerOf,
  toProduct,
  type ProductRow,
  type ProductSeller,
  type UserRow,
} from '../lib/serialize';
import { photoNames } from '../lib/fileAccess';
import {
  admitUpload,
  MAX_UPLOAD_BYTES,
  readFilePart,
  releaseFiles,
  sniffImage,
  storeUpload,
} from '../lib/uploads';

const M = {
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  statusUpdated: { en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' },
  noProductsMatched: { en: 'None of these products exist', ar: 'لا يوجد أي من هذه المنتجات' },
  skuTaken: { en: 'You already have a product with this SKU', ar: 'لديك منتج آخر بنفس رمز المنتج' },
  nameRequired: {
    en: 'The product needs a name in English or Arabic',
    ar: 'يجب أن يكون للمنتج اسم بالعربية أو الإنجليزية',
  },
  invalidImageLink: { en: 'Not a valid image url', ar: 'رابط الصورة غير صالح' },
} as const satisfies Record<string, Bilingual>;

const UPLOAD_TEXT = {
  fileRequired: { en: 'The file is required', ar: 'الملف مطلوب' },
  tooLarge: {
    en: `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
    ar: `حجم الملف أكبر من ${MAX_UPLOAD_BYTES / (1024 * 1024)} ميجابايت`,
  },
  imageOnly: {
    en: 'Only PNG, JPEG, GIF or WebP images are accepted',
    ar: 'يُقبل فقط ملف صورة بصيغة PNG أو JPEG أو GIF أو WebP',
  },
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
} as const satisfies Record<string, Bilingual>;

const MAX_PAGE_SIZE = 100;
const MAX_IMAGES = 8;

// ---------- list queries ----------

type ListFilter = {
  status?: ProductStatus | ProductStatus[];
  category?: string;
  is_recommended?: boolean;
  seller_id?: string;
};

type ListBody = {
  filter?: ListFilter;
  search?: string;
  'or-filter'?: ListFilter[];
  seller_id?: string;
};

const statusSchema = { type: 'string', enum: PRODUCT_STATUSES };
const filterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: {
      anyOf: [statusSchema, { type: 'array', items: statusSchema, minItems: 1, maxItems: 6 }],
    },
    category: { type: 'string', maxLength: 64 },
    is_recommended: { type: 'boolean' },
    seller_id: { type: 'string', pattern: ID_PATTERN },
  },
};
const listBodySchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        filter: filterSchema,
        search: { type: 'string', maxLength: 200 },
        'or-filter': { type: 'array', items: filterSchema, maxItems: 10 },
        seller_id: { type: 'string', pattern: ID_PATTERN },
      },
    },
  ],
};

type Where = { clauses: string[]; params: (string | number)[] };

const filterClauses = (filter: ListFilter, where: Where, allowSeller: boolean): string[] => {
  const clauses: string[] = [];
  if (typeof filter.status === 'string') {
    clauses.push('status = ?');
    where.params.push(filter.status);
  } else if (Array.isArray(filter.status)) {
    clauses.push(`status IN (${filter.status.map(() => '?').join(', ')})`);
    where.params.push(...filter.status);
  }
  if (filter.category) {
    clauses.push('category_code = ?');
    where.params.push(filter.category);
  }
  if (typeof filter.is_recommended === 'boolean') {
    clauses.push('is_recommended = ?');
    where.params.push(filter.is_recommended ? 1 : 0);
  }
  if (filter.seller_id && allowSeller) {
    clauses.push('seller_id = ?');
    where.params.push(filter.seller_id);
  }
  return clauses;
};

/**
 * One WHERE for both the page and its count. The seller condition comes first so SQLite picks the
 * (seller_id, status, updated_at) or (seller_id, updated_at) index and reads rows already in order.
 */
const buildWhere = (body: ListBody, sellerId: string | null): Where => {
  const where: Where = { clauses: [], params: [] };
  if (sellerId) {
    where.clauses.push('seller_id = ?');
    where.params.push(sellerId);
  }
  if (body.filter) where.clauses.push(...filterClauses(body.filter, where, sellerId === null));
  const alternatives = (body['or-filter'] ?? [])
    .map((filter) => filterClauses(filter, where, sellerId === null))
    .filter((clauses) => clauses.length > 0);
  if (alternatives.length > 0) {
    where.clauses.push(`(${alternatives.map((clauses) => `(${clauses.join(' AND ')})`).join(' OR ')})`);
  }
  const search = normalizeForSearch(body.search ?? '');
  if (search) {
    const matching = matchingRowids(search, 'products');
    where.clauses.push(`rowid IN (${matching.sql})`);
    where.params.push(...matching.params);
  }
  return where;
};

const positiveInt = (value: unknown, fallback: number, max: number): number => {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(1, number), max);
};

const pageOf = (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown>;
  const page = positiveInt(query.page, 1, 1_000_000);
  // SPEC.md §7: the list is requested with `limit`, or with `size` by older clients.
  const limit = positiveInt(query.limit ?? query.size, 5, MAX_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
};

type SellerInfo = Pick<UserRow, '_id' | 'name' | 'business_info'>;

const sellersFor = (app: FastifyInstance, rows: ProductRow[]): Map<string, ProductSeller> => {
  const ids = [...new Set(rows.map((row) => row.seller_id))];
  if (ids.length === 0) return new Map();
  const sellers = app.db
    .prepare<string[], SellerInfo>(
      `SELECT _id, name, business_info FROM users WHERE _id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(...ids);
  return new Map(sellers.map((seller) => [seller._id, sellerOf(seller)]));
};

const serialize = (app: FastifyInstance, rows: ProductRow[]) => {
  const sellers = sellersFor(app, rows);
  return rows.map((row) => toProduct(row, sellers.get(row.seller_id)));
};

const listProducts = (
  app: FastifyInstance,
  body: ListBody,
  sellerId: string | null,
  request: FastifyRequest,
) => {
  const { page, limit, offset } = pageOf(request);
  const where = buildWhere(body, sellerId);
  const sql = where.clauses.length > 0 ? `WHERE ${where.clauses.join(' AND ')}` : '';
  const rows = app.db
    .prepare<(string | number)[], ProductRow>(
      `SELECT * FROM products ${sql} ORDER BY updated_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...where.params, limit, offset);
  const { count } = app.db
    .prepare<(string | number)[], { count: number }>(`SELECT COUNT(*) AS count FROM products ${sql}`)
    .get(...where.params) as { count: number };
  return { products: serialize(app, rows), count, page, limit };
};

// ---------- single products ----------

const findProduct = (app: FastifyInstance, id: string): ProductRow | undefined =>
  app.db.prepare<[string], ProductRow>('SELECT * FROM products WHERE id = ?').get(id);

/** A seller only ever sees their own products: another seller's product answers as if it did not exist. */
const ownedProduct = (app: FastifyInstance, user: AuthUser, id: string): ProductRow | null => {
  const row = findProduct(app, id);
  if (!row || (!user.is_admin && row.seller_id !== user.id)) return null;
  return row;
};

const requireOwnedProduct = (app: FastifyInstance, user: AuthUser, id: string): ProductRow => {
  const row = ownedProduct(app, user, id);
  if (!row) throw new ApiError(404, M.productNotFound);
  return row;
};

const productWithSeller = (app: FastifyInstance, row: ProductRow) => serialize(app, [row])[0];

const IMAGE_LINK =
  /^(https?:\/\/\S+|\/api\/v1\/files\/[a-f0-9]{32}\.[a-z0-9]{1,5}|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*)$/;

type LangBlock = Record<string, string | number | null>;

type UpdateBody = {
  is_recommended?: boolean;
  sku?: string;
  listing_price?: number;
  stock_quantity?: number;
  handling_time?: number | null;
  en?: LangBlock;
  ar?: LangBlock;
  details?: LangBlock;
  product_images?: { url: string }[];
};

const attributeValue = {
  anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'number' }, { type: 'null' }],
};
const blockSchema = { type: 'object', maxProperties: 60, additionalProperties: attributeValue };

const updateSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    is_recommended: { type: 'boolean' },
    sku: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
    listing_price: { type: 'number', minimum: 0, maximum: MAX_PRICE },
    stock_quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY },
    handling_time: { anyOf: [{ type: 'integer', minimum: 0, maximum: MAX_HANDLING_DAYS }, { type: 'null' }] },
    en: blockSchema,
    ar: blockSchema,
    details: blockSchema,
    product_images: {
      type: 'array',
      maxItems: MAX_IMAGES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: { url: { type: 'string', minLength: 1, maxLength: 200_000 } },
      },
    },
  },
};

/** Language blocks keep name and category in their own columns; the rest is stored as JSON. */
const splitBlock = (block: LangBlock): { name: string; rest: Record<string, string | number> } => {
  const rest: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(block)) {
    if (key === 'name' || key === 'category' || value === null) continue;
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean !== '') rest[key] = clean;
  }
  return { name: typeof block.name === 'string' ? block.name.trim() : String(block.name ?? ''), rest };
};

const applyUpdate = (app: FastifyInstance, row: ProductRow, body: UpdateBody): ProductRow => {
  const next: ProductRow = { ...row };
  if (body.is_recommended !== undefined) next.is_recommended = body.is_recommended ? 1 : 0;
  if (body.sku !== undefined) {
    const sku = body.sku.trim();
    const taken = app.db
      .prepare<[string, string, string], { id: string }>(
        'SELECT id FROM products WHERE seller_id = ? AND sku = ? AND id <> ?',
      )
      .get(row.seller_id, sku, row.id);
    if (taken) throw new ApiError(409, M.skuTaken);
    next.sku = sku;
  }
  if (body.listing_price !== undefined) next.listing_price = toPiasters(body.listing_price);
  if (body.stock_quantity !== undefined) next.stock_quantity = body.stock_quantity;
  if (body.handling_time !== undefined) next.handling_time = body.handling_time;
  for (const language of ['en', 'ar'] as const) {
    const block = body[language];
    if (!block) continue;
    const { name, rest } = splitBlock(block);
    next[language] = JSON.stringify(rest);
    if (language === 'en') next.name_en = name;
    else next.name_ar = name;
  }
  if (!next.name_en && !next.name_ar) throw new ApiError(400, M.nameRequired);
  if (body.details) next.details = JSON.stringify(splitBlock(body.details).rest);
  if (body.product_images) {
    if (!body.product_images.every((image) => IMAGE_LINK.test(image.url))) {
      throw new ApiError(400, M.invalidImageLink);
    }
    next.product_images = JSON.stringify(body.product_images.map((image) => ({ url: image.url })));
  }
  next.search_text = productSearchText(next.name_en, next.name_ar);
  next.updated_at = nowIso();
  app.db
    .prepare(
      `UPDATE products SET is_recommended = ?, sku = ?, listing_price = ?, stock_quantity = ?, handling_time = ?,
         name_en = ?, name_ar = ?, search_text = ?, en = ?, ar = ?, details = ?, product_images = ?, updated_at = ?
       WHERE id = ?`,
    )
    .run(
      next.is_recommended,
      next.sku,
      next.listing_price,
      next.stock_quantity,
      next.handling_time,
      next.name_en,
      next.name_ar,
      next.search_text,
      next.en,
      next.ar,
      next.details,
      next.product_images,
      next.updated_at,
      row.id,
    );
  return next;
};

// ---------- photos ----------

// ---------- routes ----------

export const productsRoutes = async (app: FastifyInstance): Promise<void> => {
  /** Admins list every product; anyone else only their own. Answers `data` and `metadata.count`. */
  app.post<{ Body: ListBody | null }>(
    '/products',
    { preValidation: requireSeller, schema: { body: listBodySchema } },
    async (request) => {
      const user = currentUser(request);
      const result = listProducts(app, request.body ?? {}, user.is_admin ? null : user.id, request);
      return {
        success: true,
        data: result.products,
        metadata: { count: result.count, page: result.page, limit: result.limit },
      };
    },
  );

  /** One seller's products (the caller's own unless an admin names another): `items` and `meta`. */
  app.post<{ Body: ListBody | null }>(
    '/products/seller',
    { preValidation: requireSeller, schema: { body: listBodySchema } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      const sellerId = body.seller_id ?? user.id;
      if (sellerId !== user.id && !user.is_admin) throw new ApiError(403, MESSAGES.forbidden);
      const result = listProducts(app, body, sellerId, request);
      return {
        success: true,
        items: result.products,
        meta: { count: result.count, page: result.page, limit: result.limit },
      };
    },
  );

  app.put<{ Body: { ids: string[]; status: ProductStatus } }>(
    '/products/update-status',
    {
      preValidation: requireAdmin,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ids', 'status'],
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              uniqueItems: true,
              items: { type: 'string', pattern: ID_PATTERN },
            },
            status: statusSchema,
          },
        },
      },
    },
    async (request) => {
      const { ids, status } = request.body;
      const at = nowIso();
      const placeholders = ids.map(() => '?').join(', ');
      const rows = app.db.transaction(() => {
        app.db
          .prepare(`UPDATE products SET status = ?, updated_at = ? WHERE id IN (${placeholders})`)
          .run(status, at, ...ids);
        return app.db
          .prepare<string[], ProductRow>(`SELECT * FROM products WHERE id IN (${placeholders})`)
          .all(...ids);
      })();
      if (rows.length === 0) throw new ApiError(404, M.noProductsMatched);
      return { success: true, data: { products: serialize(app, rows), msg: M.statusUpdated } };
    },
  );

  app.get<{ Params: { id: string } }>('/products/:id', { preValidation: requireSeller }, async (request) => {
    const row = requireOwnedProduct(app, currentUser(request), request.params.id);
    return { success: true, data: productWithSeller(app, row) };
  });

  app.put<{ Params: { id: string }; Body: UpdateBody }>(
    '/products/:id/update-product',
    { preValidation: requireSeller, schema: { body: updateSchema } },
    async (request) => {
      const row = requireOwnedProduct(app, currentUser(request), request.params.id);
      const updated = applyUpdate(app, row, request.body);
      // Uploaded photos taken off the list are deleted (unless another product still shows them).
      const kept = new Set(photoNames(parseJson(updated.product_images, [])));
      const dropped = photoNames(parseJson(row.product_images, [])).filter((name) => !kept.has(name));
      await releaseFiles(app, dropped, 'product_image');
      const product = productWithSeller(app, updated);
      return { success: true, data: product, product };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/products/:id/upload-image',
    { preValidation: requireSeller },
    async (request, reply) => {
      const user = currentUser(request);
      admitUpload(request, reply, user.id);
      const row = ownedProduct(app, user, request.params.id);
      if (!row) throw new UploadError(404, UPLOAD_TEXT.productNotFound);
      const { buffer } = await readFilePart(request, 'image', MAX_UPLOAD_BYTES, UPLOAD_TEXT);
      const image = sniffImage(buffer);
      if (!image) throw new UploadError(400, UPLOAD_TEXT.imageOnly);
      let updated = row;
      // A product's photos are its seller's storage, whoever uploads them (an admin may).
      await storeUpload(app, {
        owner: row.seller_id,
        kind: 'product_image',
        buffer,
        type: image,
        attach: (url) => {
          // Read again inside the transaction: another upload may have changed the list meanwhile.
          const current = findProduct(app, row.id) ?? row;
          const images = parseJson<{ url?: string }[]>(current.product_images, []).filter((item) => item.url);
          // The new photo becomes the main one; older ones stay behind it, and the oldest past the limit
          // falls off the list and is deleted.
          const next = [{ url }, ...images].slice(0, MAX_IMAGES) as { url: string }[];
          updated = applyUpdate(app, current, { product_images: next });
          return photoNames(images.slice(MAX_IMAGES - 1));
        },
      });
      const product = productWithSeller(app, updated);
      return { success: true, product, data: product };
    },
  );
};
