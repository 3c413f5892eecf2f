import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { categoryKey, keyProblems, withHeaderKey, type CategoryHeader } from '../../src/lib/categoryKey';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAdmin, requireAuth } from '../lib/auth';
import { ApiError, MESSAGES, requireFound, type Bilingual } from '../lib/errors';
import { storedNameOf } from '../lib/fileAccess';
import { newId } from '../lib/ids';
import type { CategoryRow } from '../db/schema';
import { parseJson } from '../lib/json';
import { toCategory } from '../lib/serialize';
import { admitUpload, readImagePart, releaseFiles, storeUpload } from '../lib/uploads';
import { CATEGORIES_MESSAGES as M, keyTakenMessage, LOGO_UPLOAD_MESSAGES } from './messages';
import {
  categoryHasProducts,
  deleteCategory,
  findCategoryByCode,
  findCategoryById,
  insertCategory,
  listCategories,
  setCategoryLogo,
  updateCategory,
} from './queries';
import {
  ADD_CATEGORY_BODY,
  CATEGORY_DELETED_RESPONSES,
  CATEGORY_LIST_RESPONSES,
  CATEGORY_PARAMS,
  CATEGORY_RESPONSES,
  DELETE_CATEGORY_BODY,
  EDIT_CATEGORY_BODY,
  type AddCategoryBody,
  type CategoryParams,
  type DeleteCategoryBody,
  type EditCategoryBody,
  type HeaderInput,
} from './schemas';

/**
 * Headers as stored, by the editor's rule (src/lib/categoryKey.ts): labels trimmed, each key the one sent (made
 * safe) or else made from the labels. Options are trimmed too, and an empty list is not stored. A field
 * without a key, or with the key of an earlier one, refuses the whole list with what is wrong under each
 * field: dropping it would lose what the admin typed without a word.
 */
const cleanHeaders = (headers: HeaderInput[]): CategoryHeader[] => {
  const cleaned = headers.map(({ options, ...header }) =>
    withHeaderKey({
      ...header,
      ...(options?.length
        ? { options: options.map((option) => ({ en: option.en.trim(), ar: option.ar.trim() })) }
        : {}),
    }),
  );
  const fields: Record<string, Bilingual> = {};
  keyProblems(cleaned).forEach((problem, index) => {
    if (!problem) return;
    fields[`headers.${index}.key`] =
      problem.problem === 'empty' ? M.keyEmpty : keyTakenMessage(problem.key, problem.by + 1);
  });
  if (Object.keys(fields).length > 0) throw new ApiError(400, M.headerKeys, fields);
  return cleaned;
};

export const categoriesRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const requireCategory = async (id: string, from: Db = db): Promise<CategoryRow> =>
    requireFound(await findCategoryById(from, id), 404, MESSAGES.notFound);

  /** The parent code of a subcategory, which must exist and be another category; null for a main one. */
  const checkParent = async (isSub: boolean, parentCode: string | null | undefined, ownCode?: string) => {
    if (!isSub) return null;
    if (!parentCode || parentCode === ownCode || !(await findCategoryByCode(db, parentCode))) {
      throw new ApiError(400, M.parentMissing);
    }
    return parentCode;
  };

  /** Admins see every category; everyone else only the published ones they can list products in. */
  app.get(
    '/category/',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Every category with its sub-categories and sheet headers',
        response: CATEGORY_LIST_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: (await listCategories(db, currentUser(request).is_admin)).map(toCategory),
    }),
  );

  /** A new category starts unpublished: publishing needs a logo, which can only be uploaded once it exists. */
  app.post<{ Body: AddCategoryBody }>(
    '/category/add',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Add a category',
        body: ADD_CATEGORY_BODY,
        response: CATEGORY_RESPONSES,
      },
    },
    async (request) => {
      const { name, headers = [], is_sub: isSub = false, parent_code: parentCode } = request.body;
      const code = categoryKey(name.en);
      if (!code) throw new ApiError(400, M.nameInvalid);
      if (await findCategoryByCode(db, code)) throw new ApiError(409, M.codeTaken);
      const parent = await checkParent(isSub, parentCode);
      const cleaned = cleanHeaders(headers);
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const inserted = await insertCategory(trx, {
          id,
          code,
          name: { en: name.en.trim(), ar: name.ar.trim() },
          isSub,
          parentCode: parent,
          headers: cleaned,
        });
        if (!inserted) throw new ApiError(409, M.codeTaken);
        await writeAudit(trx, {
          actorId: currentUser(request).id,
          action: 'category.created',
          targetType: 'category',
          targetId: id,
          details: { code },
        });
      });
      return { success: true, data: toCategory(await requireCategory(id)) };
    },
  );

  /** Edit and publish toggle (docs/api.md); the names are fixed once created. */
  app.put<{ Params: CategoryParams; Body: EditCategoryBody }>(
    '/category/:id',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Change a category (headers, published, parent)',
        params: CATEGORY_PARAMS,
        body: EDIT_CATEGORY_BODY,
        response: CATEGORY_RESPONSES,
      },
    },
    async (request) => {
      const row = await requireCategory(request.params.id);
      const body = request.body;
      if (body.name && (body.name.en.trim() !== row.name_en || body.name.ar.trim() !== row.name_ar)) {
        throw new ApiError(400, M.namesFixed);
      }
      const published = body.published ?? row.published === 1;
      if (published && !row.img) throw new ApiError(400, M.imageFirst);
      const isSub = body.is_sub ?? row.is_sub === 1;
      const parentCode = await checkParent(
        isSub,
        body.parent_code !== undefined ? body.parent_code : row.parent_code,
        row.code,
      );
      const headers = body.headers
        ? cleanHeaders(body.headers)
        : parseJson<CategoryHeader[]>(row.headers, []);
      await db.transaction().execute(async (trx) => {
        await updateCategory(trx, row.id, { published, isSub, parentCode, headers });
        await writeAudit(trx, {
          actorId: currentUser(request).id,
          action: 'category.updated',
          targetType: 'category',
          targetId: row.id,
          details: { published, headers: body.headers ? headers.length : undefined },
        });
      });
      return { success: true, data: toCategory(await requireCategory(row.id)) };
    },
  );

  app.delete<{ Body: DeleteCategoryBody }>(
    '/category/delete',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Delete a category by code',
        body: DELETE_CATEGORY_BODY,
        response: CATEGORY_DELETED_RESPONSES,
      },
    },
    async (request) => {
      const row = requireFound(await findCategoryByCode(db, request.body.code), 404, MESSAGES.notFound);
      const { code } = row;
      await db.transaction().execute(async (trx) => {
        // Products keep their category code; deleting it under them would orphan the listings.
        if (await categoryHasProducts(trx, code)) throw new ApiError(409, M.hasProducts);
        await deleteCategory(trx, row.id);
        await writeAudit(trx, {
          actorId: currentUser(request).id,
          action: 'category.deleted',
          targetType: 'category',
          targetId: row.id,
          details: { code },
        });
      });
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
  app.post<{ Params: CategoryParams }>(
    '/category/logo/:id',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Upload a category’s logo (multipart field image)',
        params: CATEGORY_PARAMS,
        response: CATEGORY_RESPONSES,
      },
      config: { multipart: { file: 'image' } },
    },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      await admitUpload(request, reply, actorId);
      const row = await requireCategory(request.params.id);
      const { buffer, type } = await readImagePart(request, LOGO_UPLOAD_MESSAGES);
      await storeUpload(app, {
        owner: actorId,
        kind: 'category_logo',
        buffer,
        type,
        attach: async (trx, url) => {
          const previous = (await requireCategory(row.id, trx)).img;
          await setCategoryLogo(trx, row.id, url);
          await writeAudit(trx, {
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
      return { success: true, data: toCategory(await requireCategory(row.id)) };
    },
  );
};
