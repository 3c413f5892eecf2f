import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAdmin } from '../lib/auth';
import { ApiError, MESSAGES, type Bilingual } from '../lib/errors';
import { nowIso } from '../lib/ids';
import { parseJson, toUser, type ApprovalStatus, type JsonObject, type UserRow } from '../lib/serialize';
import { findUserById } from '../lib/users';

const M = {
  alreadyHasRole: {
    en: 'This user already has this role',
    ar: 'هذا المستخدم لديه هذا الدور بالفعل',
  },
  noBusinessInfo: {
    en: 'This user has not submitted business info yet',
    ar: 'لم يرسل هذا المستخدم بيانات النشاط التجاري بعد',
  },
  noDocument: {
    en: 'There is no uploaded document to review',
    ar: 'لا يوجد مستند مرفوع لمراجعته',
  },
} as const satisfies Record<string, Bilingual>;

const ROLES = ['ambassador', 'sourcing'] as const;
type Role = (typeof ROLES)[number];
const STATUSES: readonly ApprovalStatus[] = ['pending', 'rejected', 'approved'];
const DOCUMENT_TYPES = ['kyc_front', 'kyc_back', 'company_reg'] as const;
type DocumentType = (typeof DOCUMENT_TYPES)[number];

const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: '^[a-f0-9]{24}$' } },
} as const;

/** Where each reviewable document lives in the user record. */
const DOCUMENT_PLACES: Record<DocumentType, { column: 'kyc' | 'company_registration'; field: string }> = {
  kyc_front: { column: 'kyc', field: 'front' },
  kyc_back: { column: 'kyc', field: 'back' },
  company_reg: { column: 'company_registration', field: 'doc' },
};

export const adminRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const targetUser = (userId: string): UserRow => {
    const row = findUserById(db, userId);
    if (!row) throw new ApiError(404, MESSAGES.notFound);
    return row;
  };

  const reloaded = (userId: string) => ({ success: true, data: toUser(targetUser(userId)) });

  /**
   * Grants ambassador or sourcing. There is no way back (SPEC.md §4), and the user's products that never
   * took part in an order are removed (the warning the admin confirms); products with orders stay so
   * order and ledger history remain intact. The app sends an empty multipart body, which is accepted.
   */
  app.put<{ Params: { userId: string; role: string } }>(
    '/admin/:userId/add-:role',
    {
      preValidation: requireAdmin,
      schema: {
        params: {
          ...userParams,
          required: ['userId', 'role'],
          properties: { ...userParams.properties, role: { type: 'string', enum: [...ROLES] } },
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const role = request.params.role as Role;
      const row = targetUser(userId);
      const column = role === 'ambassador' ? 'is_ambassador' : 'is_sourcing';
      if (row[column] === 1) throw new ApiError(409, M.alreadyHasRole);
      db.transaction(() => {
        const removed = db
          .prepare(
            `DELETE FROM products WHERE seller_id = ?
             AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.product_id = products.id)`,
          )
          .run(userId).changes;
        db.prepare(`UPDATE users SET ${column} = 1, updated_at = ? WHERE _id = ?`).run(nowIso(), userId);
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

  app.put<{ Params: { userId: string }; Body: { status: ApprovalStatus } }>(
    '/admin/:userId/approve-business-info',
    {
      preValidation: requireAdmin,
      schema: {
        params: userParams,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { type: 'string', enum: [...STATUSES] } },
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { status } = request.body;
      const row = targetUser(userId);
      const info = parseJson<JsonObject>(row.business_info, {});
      if (!info.en && !info.ar) throw new ApiError(400, M.noBusinessInfo);
      db.transaction(() => {
        db.prepare('UPDATE users SET business_info = ?, updated_at = ? WHERE _id = ?').run(
          JSON.stringify({ ...info, approved: status }),
          nowIso(),
          userId,
        );
        writeAudit(db, {
          actorId: currentUser(request).id,
          action: 'business_info.reviewed',
          targetType: 'user',
          targetId: userId,
          details: { status, previous: info.approved ?? null },
        });
      })();
      return reloaded(userId);
    },
  );

  app.put<{ Params: { userId: string }; Body: { status: ApprovalStatus; type: DocumentType } }>(
    '/admin/:userId/approve-kyc-image',
    {
      preValidation: requireAdmin,
      schema: {
        params: userParams,
        body: {
          type: 'object',
          required: ['status', 'type'],
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: [...STATUSES] },
            type: { type: 'string', enum: [...DOCUMENT_TYPES] },
          },
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { status, type } = request.body;
      const row = targetUser(userId);
      const { column, field } = DOCUMENT_PLACES[type];
      const container = parseJson<JsonObject>(row[column], {});
      const document = (container[field] ?? {}) as { url?: string; admin_url?: string; approved?: string };
      if (!document.url && !document.admin_url) throw new ApiError(400, M.noDocument);
      db.transaction(() => {
        db.prepare(`UPDATE users SET ${column} = ?, updated_at = ? WHERE _id = ?`).run(
          JSON.stringify({ ...container, [field]: { ...document, approved: status } }),
          nowIso(),
          userId,
        );
        writeAudit(db, {
          actorId: currentUser(request).id,
          action: 'document.reviewed',
          targetType: 'user',
          targetId: userId,
          details: { type, status, previous: document.approved ?? null },
        });
      })();
      return reloaded(userId);
    },
  );
};
