import type { FastifyInstance } from 'fastify';
import { categoryKey, dedupeHeaders, type CategoryHeader } from '../../src/lib/categoryKey';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAdmin, requireAuth } from '../lib/auth';
import { ApiError, MESSAGES, UploadError, type Bilingual } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { storedNameOf } from '../lib/fileAccess';
import {
  admitUpload,
  MAX_UPLOAD_BYTES,
  readFilePart,
  releaseFiles,
  sniffImage,
  storeUpload,
} from '../lib/uploads';
import { parseJson, toCategory, type CategoryRow } from '../lib/serialize';

const M = {
  // SPEC.md §8 names this exact text.
  imageFirst: {
    en: 'Please upload an image first before publishing!',
    ar: 'يرجى رفع صورة أولًا قبل النشر!',
  },
  namesFixed: {
    en: 'The English and Arabic names of a category cannot be changed',
    ar: 'لا يمكن تغيير الاسم الإنجليزي والعربي للفئة',
  },
  nameInvalid: {
    en: 'The English name must contain Latin letters or digits',
    ar: 'يجب أن يحتوي الاسم الإنجليزي على حروف لاتينية أو أرقام',
  },
  codeTaken: {
    en: 'A category with this name already exists',
    ar: 'توجد فئة بهذا الاسم بالفعل',
  },
  parentMissing: {
    en: 'The parent category does not exist',
    ar: 'الفئة الرئيسية غير موجودة',
  },
  hasProducts: {
    en: 'This category has products and cannot be deleted',
    ar: 'هذه الفئة تحتوي على منتجات ولا يمكن حذفها',
  },
} as const satisfies Record<string, Bilingual>;

/** Logo upload refusals, in both languages like every upload route (`errors.detail`). */
const LOGO_TEXT = {
  fileRequired: {
    en: 'Choose an image file to upload (field image)',
    ar: 'اختر ملف صورة لرفعه (الحقل image)',
  },
  tooLarge: {
    en: `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
    ar: `حجم الملف أكبر من ${MAX_UPLOAD_BYTES / (1024 * 1024)} ميجابايت`,
  },
  notAnImage: {
    en: 'The file is not an image (PNG, JPEG, GIF or WebP)',
    ar: 'الملف ليس صورة (PNG أو JPEG أو GIF أو WebP)',
  },
} as const satisfies Record<string, Bilingual>;

const headerSchema = {
  type: 'object',
  required: ['en'],
  additionalProperties: false,
  properties: {
    en: { type: 'string', maxLength: 100 },
    ar: { type: 'string', maxLength: 100, default: '' },
    key: { type: 'string', maxLength: 100 },
    is_required: { type: 'boolean', default: false },
    is_visible: { type: 'boolean', default: true },
    lang_specific: { type: 'boolean', default: false },
    value_type: { type: 'string', enum: ['text', 'number'], default: 'text' },
    options: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['en', 'ar'],
        additionalProperties: false,
        properties: { en: { type: 'string', maxLength: 100 }, ar: { type: 'string', maxLength: 100 } },
      },
    },
  },
} as const;

const headersSchema = { type: 'array', maxItems: 200, items: headerSchema } as const;

const nameSchema = {
  type: 'object',
  required: ['en', 'ar'],
  additionalProperties: false,
  properties: {
    en: { type: 'string', minLength: 1, maxLength: 100 },
    ar: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

type HeaderInput = Omit<CategoryHeader, 'key'> & { key?: string };
type AddBody = {
  name: { en: string; ar: string };
  headers?: HeaderInput[];
  is_sub?: boolean;
  parent_code?: string | null;
};
type EditBody = {
  name?: { en: string; ar: string };
  headers?: HeaderInput[];
  published?: boolean;
  is_sub?: boolean;
  parent_code?: string | null;
};

/** The key always comes from the English label (SPEC.md §5); empty keys and duplicates are dropped. */
const cleanHeaders = (headers: HeaderInput[]): CategoryHeader[] =>
  dedupeHeaders(
    headers.map((header) => ({
      en: header.en.trim(),
      ar: header.ar.trim(),
      key: categoryKey(header.en),
      is_required: header.is_required,
      is_visible: header.is_visible,
      lang_specific: header.lang_specific,
      value_type: header.value_type,
      ...(header.options?.length
        ? { options: header.options.map((option) => ({ en: option.en.trim(), ar: option.ar.trim() })) }
        : {}),
    })),
  );

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const categoriesRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const findById = (id: string): CategoryRow => {
    const row = db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE id = ?').get(id);
    if (!row) throw new ApiError(404, MESSAGES.notFound);
    return row;
  };

  const checkParent = (isSub: boolean, parentCode: string | null | undefined, ownCode?: string) => {
    if (!isSub) return null;
    const exists =
      parentCode &&
      parentCode !== ownCode &&
      db.prepare<[string], { one: number }>('SELECT 1 AS one FROM categories WHERE code = ?').get(parentCode);
    if (!exists) throw new ApiError(400, M.parentMissing);
    return parentCode;
  };

  /** Admins see every category; everyone else only the published ones they can list products in. */
  app.get('/category/', { preValidation: requireAuth }, async (request) => {
    const user = currentUser(request);
    const rows = db
      .prepare<[], CategoryRow>(
        user.is_admin
          ? 'SELECT * FROM categories ORDER BY code'
          : 'SELECT * FROM categories WHERE published = 1 ORDER BY code',
      )
      .all();
    return { success: true, data: rows.map(toCategory) };
  });

  /** A new category starts unpublished: publishing needs a logo, which can only be uploaded once it exists. */
  app.post<{ Body: AddBody }>(
    '/category/add',
    {
      preValidation: requireAdmin,
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: nameSchema,
            headers: headersSchema,
            is_sub: { type: 'boolean', default: false },
            parent_code: { type: ['string', 'null'], maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { name, headers = [], is_sub: isSub = false, parent_code: parentCode } = request.body;
      const code = categoryKey(name.en);
      if (!code) throw new ApiError(400, M.nameInvalid);
      if (db.prepare<[string], { one: number }>('SELECT 1 AS one FROM categories WHERE code = ?').get(code)) {
        throw new ApiError(409, M.codeTaken);
      }
      const parent = checkParent(isSub, parentCode);
      const id = newId();
      const now = nowIso();
      db.transaction(() => {
        db.prepare(
          `INSERT INTO categories (id, code, name_en, name_ar, img, published, is_sub, parent_code, headers,
             created_at, updated_at) VALUES (?, ?, ?, ?, NULL, 0, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          code,
          name.en.trim(),
          name.ar.trim(),
          isSub ? 1 : 0,
          parent,
          JSON.stringify(cleanHeaders(headers)),
          now,
          now,
        );
        writeAudit(db, {
          actorId: currentUser(request).id,
          action: 'category.created',
          targetType: 'category',
          targetId: id,
          details: { code },
        });
      })();
      return { success: true, data: toCategory(findById(id)) };
    },
  );

  /** Edit and publish toggle (DESIGN.md §4); the names are fixed once created. */
  app.put<{ Params: { id: string }; Body: EditBody }>(
    '/category/:id',
    {
      preValidation: requireAdmin,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: nameSchema,
            headers: headersSchema,
            published: { type: 'boolean' },
            is_sub: { type: 'boolean' },
            parent_code: { type: ['string', 'null'], maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const row = findById(request.params.id);
      const body = request.body;
      if (body.name && (body.name.en.trim() !== row.name_en || body.name.ar.trim() !== row.name_ar)) {
        throw new ApiError(400, M.namesFixed);
      }
      const published = body.published ?? row.published === 1;
      if (published && !row.img) throw new ApiError(400, M.imageFirst);
      const isSub = body.is_sub ?? row.is_sub === 1;
      const parent = checkParent(
        isSub,
        body.parent_code !== undefined ? body.parent_code : row.parent_code,
        row.code,
      );
      const headers = body.headers
        ? cleanHeaders(body.headers)
        : parseJson<CategoryHeader[]>(row.headers, []);
      db.transaction(() => {
        db.prepare(
          `UPDATE categories SET published = ?, is_sub = ?, parent_code = ?, headers = ?, updated_at = ?
           WHERE id = ?`,
        ).run(published ? 1 : 0, isSub ? 1 : 0, parent, JSON.stringify(headers), nowIso(), row.id);
        writeAudit(db, {
          actorId: currentUser(request).id,
          action: 'category.updated',
          targetType: 'category',
          targetId: row.id,
          details: { published, headers: body.headers ? headers.length : undefined },
        });
      })();
      return { success: true, data: toCategory(findById(row.id)) };
    },
  );

  app.delete<{ Body: { code: string } }>(
    '/category/delete',
    {
      preValidation: requireAdmin,
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const { code } = request.body;
      const row = db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE code = ?').get(code);
      if (!row) throw new ApiError(404, MESSAGES.notFound);
      // Products keep their category code; deleting it under them would orphan the listings.
      if (
        db
          .prepare<[string], { one: number }>('SELECT 1 AS one FROM products WHERE category_code = ? LIMIT 1')
          .get(code)
      ) {
        throw new ApiError(409, M.hasProducts);
      }
      db.transaction(() => {
        db.prepare('DELETE FROM categories WHERE id = ?').run(row.id);
        writeAudit(db, {
          actorId: currentUser(request).id,
          action: 'category.deleted',
          targetType: 'category',
          targetId: row.id,
          details: { code },
        });
      })();
      // Its logo goes with it.
      const logo = storedNameOf(row.img ?? undefined);
      if (logo) await releaseFiles(app, [logo], 'category_logo');
      return { success: true, data: { code } };
    },
  );

  /**
   * The logo, multipart field image; the type is decided by the file's bytes, not its name. The logo it
   * replaces is deleted; logos count against the uploading admin's storage.
   */
  app.post<{ Params: { id: string } }>(
    '/category/logo/:id',
    { preValidation: requireAdmin, schema: { params: idParams } },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      admitUpload(request, reply, actorId);
      const row = findById(request.params.id);
      const { buffer } = await readFilePart(request, 'image', MAX_UPLOAD_BYTES, LOGO_TEXT);
      const image = sniffImage(buffer);
      if (!image) throw new UploadError(400, LOGO_TEXT.notAnImage);
      await storeUpload(app, {
        owner: actorId,
        kind: 'category_logo',
        buffer,
        type: image,
        attach: (url) => {
          const previous = findById(row.id).img;
          db.prepare('UPDATE categories SET img = ?, updated_at = ? WHERE id = ?').run(url, nowIso(), row.id);
          writeAudit(db, {
            actorId,
            action: 'category.logo',
            targetType: 'category',
            targetId: row.id,
            details: { img: url },
          });
          const replaced = storedNameOf(previous);
          return replaced ? [replaced] : [];
        },
      });
      return { success: true, data: toCategory(findById(row.id)) };
    },
  );
};
