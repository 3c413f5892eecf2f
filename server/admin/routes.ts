import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAdmin } from '../lib/auth';
import { ApiError, MESSAGES, requireFound } from '../lib/errors';
import { USER_RESPONSES } from '../lib/responseSchemas';
import { nowIso } from '../lib/ids';
import {
  publishNotifications,
  reviewReasonFor,
  writeReviewNotifications,
  type ReviewNotification,
} from '../lib/reviews';
import type { NotificationRow, UserRow } from '../db/schema';
import { parseJson, type JsonObject } from '../lib/json';
import { toUser } from '../lib/serialize';
import type { ApprovalStatus } from '../../src/lib/approval';
import type { ReviewReason } from '../../src/lib/reviewReasons';
import { findUserById, lockUser, writeUserJson, type UserJsonColumn } from '../lib/users';
import { ADMIN_MESSAGES as M, REVIEW_NOTICES } from './messages';
import { auditTrail, grantRole, reviewQueues, roleColumn } from './queries';
import {
  AUDIT_QUERY,
  AUDIT_RESPONSES,
  GRANT_ROLE_PARAMS,
  QUEUES_RESPONSES,
  REVIEW_BUSINESS_INFO_BODY,
  REVIEW_DOCUMENT_BODY,
  USER_PARAMS,
  type AuditQuery,
  type DocumentType,
  type GrantableRole,
  type GrantRoleParams,
  type ReviewBusinessInfoBody,
  type ReviewDocumentBody,
  type UserParams,
} from './schemas';

/**
 * One review: the part of the user record it sets `approved` on, the part's new value, its audit entry and the
 * seller's notification.
 */
type Review = {
  column: UserJsonColumn;
  value: JsonObject;
  action: string;
  details: JsonObject;
  notice: Omit<ReviewNotification, 'userId' | 'at'>;
};

/** What a change to a user writes besides the change: its audit entry, and the notifications it sends. */
type UserChange = { action: string; details: JsonObject; notifications: NotificationRow[] };

/** Where each reviewable document lives in the user record. */
const DOCUMENT_PLACES: Record<DocumentType, { column: 'kyc' | 'company_registration'; field: string }> = {
  kyc_front: { column: 'kyc', field: 'front' },
  kyc_back: { column: 'kyc', field: 'back' },
  company_reg: { column: 'company_registration', field: 'doc' },
};

export const adminRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /**
   * A change to a user and its audit entry, written together: `write` gets the user (locked until the commit),
   * makes the change and answers the entry's action and details, and the notifications to send once committed.
   * Answers the user as now stored.
   */
  const changeUser = async (
    request: FastifyRequest,
    userId: string,
    write: (trx: Db, user: UserRow) => Promise<UserChange>,
  ) => {
    const notifications = await db.transaction().execute(async (trx) => {
      const user = requireFound(await lockUser(trx, userId), 404, MESSAGES.notFound);
      const change = await write(trx, user);
      await writeAudit(trx, {
        actorId: currentUser(request).id,
        action: change.action,
        targetType: 'user',
        targetId: userId,
        details: change.details,
      });
      return change.notifications;
    });
    await publishNotifications(db, notifications);
    const user = requireFound(await findUserById(db, userId), 404, MESSAGES.notFound);
    return { success: true, data: toUser(user) };
  };

  /**
   * A review route: `review` reads the body against the user record (with the reason a rejection stores) and
   * says what the review writes; the seller is notified once it is committed.
   */
  const reviewRoute = <Body extends { status: ApprovalStatus; reason?: { code: string; text?: string } }>(
    path: string,
    summary: string,
    bodySchema: Record<string, unknown>,
    review: (row: UserRow, body: Body, reason: ReviewReason | null) => Review,
  ) =>
    app.put<{ Params: UserParams; Body: Body }>(
      path,
      {
        preValidation: requireAdmin,
        schema: { summary, params: USER_PARAMS, body: bodySchema, response: USER_RESPONSES },
      },
      async (request) => {
        const { userId } = request.params;
        const at = nowIso();
        // Fastify checked the body against `bodySchema`, which describes a `Body`.
        const body = request.body as Body;
        const reason = reviewReasonFor(body.status, body.reason, at);
        return changeUser(request, userId, async (trx, user) => {
          const { column, value, action, details, notice } = review(user, body, reason);
          await writeUserJson(trx, userId, column, value, at);
          return {
            action,
            details: reason ? { ...details, reason } : details,
            notifications: await writeReviewNotifications(trx, [{ ...notice, userId, at }]),
          };
        });
      },
    );

  /**
   * Grants ambassador or sourcing. There is no way back (docs/roles.md), and the user's products that never
   * took part in an order are removed (the warning the admin confirms); products with orders stay so
   * order and ledger history remain intact. The app sends an empty multipart body, which is accepted.
   */
  app.put<{ Params: GrantRoleParams }>(
    '/admin/:userId/add-:role',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Grant the ambassador or sourcing role for good',
        params: GRANT_ROLE_PARAMS,
        response: USER_RESPONSES,
      },
      config: { multipart: {} },
    },
    async (request) => {
      const { userId } = request.params;
      const role = request.params.role as GrantableRole;
      return changeUser(request, userId, async (trx, user) => {
        if (user[roleColumn(role)] === 1) throw new ApiError(409, M.alreadyHasRole);
        return {
          action: `role.${role}.granted`,
          details: { role, removed_products: await grantRole(trx, userId, role) },
          notifications: [],
        };
      });
    },
  );

  reviewRoute<ReviewBusinessInfoBody>(
    '/admin/:userId/approve-business-info',
    'Approve or reject (with a reason) a user’s business info',
    REVIEW_BUSINESS_INFO_BODY,
    (row, { status }, reason) => {
      const info = parseJson<JsonObject>(row.business_info, {});
      if (!info.en && !info.ar) throw new ApiError(400, M.noBusinessInfo);
      return {
        column: 'business_info',
        value: { ...info, approved: status, reason: reason ?? undefined },
        action: 'business_info.reviewed',
        details: { status, previous: info.approved ?? null },
        notice: {
          objectType: 'business_info',
          message: REVIEW_NOTICES.businessInfo(status, reason),
          object: { status, reason },
        },
      };
    },
  );

  reviewRoute<ReviewDocumentBody>(
    '/admin/:userId/approve-kyc-image',
    'Approve or reject (with a reason) one of a user’s documents',
    REVIEW_DOCUMENT_BODY,
    (row, { status, type }, reason) => {
      const { column, field } = DOCUMENT_PLACES[type];
      const container = parseJson<JsonObject>(row[column], {});
      const document = (container[field] ?? {}) as { url?: string; admin_url?: string; approved?: string };
      if (!document.url && !document.admin_url) throw new ApiError(400, M.noDocument);
      return {
        column,
        value: { ...container, [field]: { ...document, approved: status, reason: reason ?? undefined } },
        action: 'document.reviewed',
        details: { type, status, previous: document.approved ?? null },
        notice: {
          objectType: 'document',
          message: REVIEW_NOTICES.document(type, status, reason),
          object: { type, status, reason },
        },
      };
    },
  );

  /** What waits for review (products, documents, business info), with the oldest item's time. */
  app.get(
    '/admin/queues',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'What waits for review: products, documents, business info, with the oldest wait',
        response: QUEUES_RESPONSES,
      },
    },
    async () => ({
      success: true,
      data: await reviewQueues(db),
    }),
  );

  /** A user's or a product's audit trail, newest first. */
  app.get<{ Querystring: AuditQuery }>(
    '/admin/audit',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'The newest audit entries of a user or a product',
        querystring: AUDIT_QUERY,
        response: AUDIT_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      items: await auditTrail(
        db,
        request.query.target_type,
        request.query.target_id,
        app.settings.auditTrailLimit,
      ),
    }),
  );
};
