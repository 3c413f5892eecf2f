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

/** One review: the part of the user record it sets `approved` on, the part's new value, and its audit entry. */
type Review = { column: UserJsonColumn; value: JsonObject; action: string; details: JsonObject };

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

  /**
   * A change to a user and its audit entry, written together: `write` makes the change and answers the entry's
   * details. Answers the user as now stored.
   */
  const changeUser = (request: FastifyRequest, userId: string, action: string, write: () => JsonObject) => {
    db.transaction(() => {
      const details = write();
      writeAudit(db, {
        actorId: currentUser(request).id,
        action,
        targetType: 'user',
        targetId: userId,
        details,
      });
    })();
    return { success: true, data: toUser(targetUser(userId)) };
  };

  /** A review route: `review` reads the body against the user record and says what the review writes. */
  const reviewRoute = <Body>(
    path: string,
    bodySchema: Record<string, unknown>,
    review: (row: UserRow, body: Body) => Review,
  ) =>
    app.put<{ Params: UserParams; Body: Body }>(
      path,
      {
        preValidation: requireAdmin,
        schema: { params: USER_PARAMS, body: bodySchema, response: USER_RESPONSES },
      },
      async (request) => {
        const { userId } = request.params;
        // Fastify checked the body against `bodySchema`, which describes a `Body`.
        const { column, value, action, details } = review(targetUser(userId), request.body as Body);
        return changeUser(request, userId, action, () => {
          writeUserJson(db, userId, column, value);
          return details;
        });
      },
    );

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
      if (targetUser(userId)[roleColumn(role)] === 1) throw new ApiError(409, M.alreadyHasRole);
      return changeUser(request, userId, `role.${role}.granted`, () => ({
        role,
        removed_products: grantRole(db, userId, role),
      }));
    },
  );

  reviewRoute<ReviewBusinessInfoBody>(
    '/admin/:userId/approve-business-info',
    REVIEW_BUSINESS_INFO_BODY,
    (row, { status }) => {
      const info = parseJson<JsonObject>(row.business_info, {});
      if (!info.en && !info.ar) throw new ApiError(400, M.noBusinessInfo);
      return {
        column: 'business_info',
        value: { ...info, approved: status },
        action: 'business_info.reviewed',
        details: { status, previous: info.approved ?? null },
      };
    },
  );

  reviewRoute<ReviewDocumentBody>(
    '/admin/:userId/approve-kyc-image',
    REVIEW_DOCUMENT_BODY,
    (row, { status, type }) => {
      const { column, field } = DOCUMENT_PLACES[type];
      const container = parseJson<JsonObject>(row[column], {});
      const document = (container[field] ?? {}) as { url?: string; admin_url?: string; approved?: string };
      if (!document.url && !document.admin_url) throw new ApiError(400, M.noDocument);
      return {
        column,
        value: { ...container, [field]: { ...document, approved: status } },
        action: 'document.reviewed',
        details: { type, status, previous: document.approved ?? null },
      };
    },
  );
};
