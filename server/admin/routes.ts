import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAdmin } from '../lib/auth';
import { ApiError, MESSAGES, requireFound } from '../lib/errors';
import { USER_RESPONSES } from '../lib/responseSchemas';
import { parseJson, toUser, type JsonObject, type UserRow } from '../lib/serialize';
import { findUserById, writeUserJson, type UserJsonColumn } from '../lib/users';
import { ADMIN_MESSAGES as M } from './messages';
import { grantRole, roleColumn } from './queries';
import {
  GRANT_ROLE_PARAMS,
  REVIEW_BUSINESS_INFO_BODY,
  REVIEW_DOCUMENT_BODY,
  USER_PARAMS,
  type DocumentType,
  type GrantableRole,
  type GrantRoleParams,
  type ReviewBusinessInfoBody,
  type ReviewDocumentBody,
  type UserParams,
} from './schemas';

/** Where each reviewable document lives in the user record. */
const DOCUMENT_PLACES: Record<DocumentType, { column: 'kyc' | 'company_registration'; field: string }> = {
  kyc_front: { column: 'kyc', field: 'front' },
  kyc_back: { column: 'kyc', field: 'back' },
  company_reg: { column: 'company_registration', field: 'doc' },
};

export const adminRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const targetUser = (userId: string): UserRow =>
    requireFound(findUserById(db, userId), 404, MESSAGES.notFound);

  const reloaded = (userId: string) => ({ success: true, data: toUser(targetUser(userId)) });

  /** A review: the reviewed column and its audit entry written together; answers the user as now stored. */
  const saveReview = (
    request: FastifyRequest,
    userId: string,
    review: { column: UserJsonColumn; value: JsonObject; action: string; details: JsonObject },
  ) => {
    db.transaction(() => {
      writeUserJson(db, userId, review.column, review.value);
      writeAudit(db, {
        actorId: currentUser(request).id,
        action: review.action,
        targetType: 'user',
        targetId: userId,
        details: review.details,
      });
    })();
    return reloaded(userId);
  };

  /**
   * Grants ambassador or sourcing. There is no way back (SPEC.md §4), and the user's products that never
   * took part in an order are removed (the warning the admin confirms); products with orders stay so
   * order and ledger history remain intact. The app sends an empty multipart body, which is accepted.
   */
  app.put<{ Params: GrantRoleParams }>(
    '/admin/:userId/add-:role',
    { preValidation: requireAdmin, schema: { params: GRANT_ROLE_PARAMS, response: USER_RESPONSES } },
    async (request) => {
      const { userId } = request.params;
      const role = request.params.role as GrantableRole;
      const row = targetUser(userId);
      if (row[roleColumn(role)] === 1) throw new ApiError(409, M.alreadyHasRole);
      db.transaction(() => {
        const removed = grantRole(db, userId, role);
        writeAudit(db, {
          actorId: currentUser(request).id,
          action: `role.${role}.granted`,
          targetType: 'user',
          targetId: userId,
          details: { role, removed_products: removed },
        });
      })();
      return reloaded(userId);
    },
  );

  app.put<{ Params: UserParams; Body: ReviewBusinessInfoBody }>(
    '/admin/:userId/approve-business-info',
    {
      preValidation: requireAdmin,
      schema: { params: USER_PARAMS, body: REVIEW_BUSINESS_INFO_BODY, response: USER_RESPONSES },
    },
    async (request) => {
      const { userId } = request.params;
      const { status } = request.body;
      const row = targetUser(userId);
      const info = parseJson<JsonObject>(row.business_info, {});
      if (!info.en && !info.ar) throw new ApiError(400, M.noBusinessInfo);
      return saveReview(request, userId, {
        column: 'business_info',
        value: { ...info, approved: status },
        action: 'business_info.reviewed',
        details: { status, previous: info.approved ?? null },
      });
    },
  );

  app.put<{ Params: UserParams; Body: ReviewDocumentBody }>(
    '/admin/:userId/approve-kyc-image',
    {
      preValidation: requireAdmin,
      schema: { params: USER_PARAMS, body: REVIEW_DOCUMENT_BODY, response: USER_RESPONSES },
    },
    async (request) => {
      const { userId } = request.params;
      const { status, type } = request.body;
      const row = targetUser(userId);
      const { column, field } = DOCUMENT_PLACES[type];
      const container = parseJson<JsonObject>(row[column], {});
      const document = (container[field] ?? {}) as { url?: string; admin_url?: string; approved?: string };
      if (!document.url && !document.admin_url) throw new ApiError(400, M.noDocument);
      return saveReview(request, userId, {
        column,
        value: { ...container, [field]: { ...document, approved: status } },
        action: 'document.reviewed',
        details: { type, status, previous: document.approved ?? null },
      });
    },
  );
};
