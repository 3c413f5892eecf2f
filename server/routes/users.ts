import type { FastifyInstance } from 'fastify';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { USER_ROLES, type UserRole } from '../../src/lib/userRoles';
import { currentUser, requireAdmin, requireAdminOrAmbassador, requireAmbassador } from '../lib/auth';
import { ApiError, MESSAGES } from '../lib/errors';
import { containsPattern, pageOf, pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { toUser, type ApiUser, type UserRow } from '../lib/serialize';
import { findUserById } from '../lib/users';
import { idParamsSchema } from '../lib/ids';

type JsonObject = ApiUser['kyc'];

/** The approval status of a block, or nothing: what is left of it for an ambassador. */
const statusOf = (value: unknown): JsonObject =>
  value && typeof value === 'object' && 'approved' in value
    ? { approved: (value as JsonObject).approved }
    : {};

/** Of a document, whether one was sent and its approval, without the links to the file. */
const documentStatus = (value: unknown): JsonObject => {
  if (!value || typeof value !== 'object') return {};
  const document = value as JsonObject;
  return { ...statusOf(document), ...(document.url || document.admin_url ? { submitted: true } : {}) };
};

/** The business name per language: the one part of the business info an ambassador recognises a recruit by. */
const businessNames = (info: JsonObject): JsonObject =>
  Object.fromEntries(
    (['en', 'ar'] as const).map((language) => {
      const block = info[language];
      const name = block && typeof block === 'object' ? (block as JsonObject).business_name : undefined;
      return [language, typeof name === 'string' ? { business_name: name } : {}];
    }),
  );

/**
 * What an ambassador sees of a recruit (SPEC.md §6 admits them to user detail; the rest is our decision, see
 * README "Security"): who the recruit is and how far each onboarding check has got, so they can help. Not the
 * contact details (admins only, SPEC.md §6), and not the identity data, address or documents (national ID,
 * birthday, religion, home address, scans, company file): those are for the admins who verify them.
 */
const forAmbassador = (user: ApiUser) => ({
  _id: user._id,
  ref_id: user.ref_id,
  name: user.name,
  is_admin: user.is_admin,
  is_seller: user.is_seller,
  is_ambassador: user.is_ambassador,
  is_sourcing: user.is_sourcing,
  referred_by: user.referred_by,
  recruited_by: user.recruited_by,
  default_lang: user.default_lang,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
  kyc: { ...statusOf(user.kyc), front: documentStatus(user.kyc.front), back: documentStatus(user.kyc.back) },
  business_info: { ...statusOf(user.business_info), ...businessNames(user.business_info) },
  company_registration: {
    ...statusOf(user.company_registration),
    doc: documentStatus(user.company_registration.doc),
  },
});

/** What each role tab of the user management screen selects. */
const ROLE_CLAUSES: Record<Exclude<UserRole, 'all'>, string> = {
  buyer: 'is_admin = 0 AND is_seller = 0 AND is_ambassador = 0 AND is_sourcing = 0',
  seller: 'is_seller = 1',
  ambassador: 'is_ambassador = 1',
  sourcing: 'is_sourcing = 1',
  admin: 'is_admin = 1',
};

type UserListQuery = PageQuery & { role?: UserRole };

const userListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageQueryProperties, role: { type: 'string', enum: USER_ROLES } },
};

export const usersRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  // Names are stored as typed, so the search compares them through the same Arabic-aware normalisation.
  db.function('normalize_search', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? normalizeForSearch(value) : '',
  );

  /** One page of users, newest change first, by role tab and a search of the name, ref id or id. */
  app.get<{ Querystring: UserListQuery }>(
    '/accounts/view-all',
    { preValidation: requireAdmin, schema: { querystring: userListQuerySchema } },
    async (request) => {
      const { query } = request;
      const { page, limit, offset } = pageOf(query);
      const clauses: string[] = [];
      const params: string[] = [];
      if (query.role && query.role !== 'all') clauses.push(ROLE_CLAUSES[query.role]);
      const search = normalizeForSearch(query.search ?? '');
      if (search) {
        clauses.push(
          "(normalize_search(name) LIKE ? ESCAPE '\\' OR ref_id LIKE ? ESCAPE '\\' OR _id LIKE ? ESCAPE '\\')",
        );
        const like = containsPattern(search);
        params.push(like, like, like);
      }
      const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
      const rows = db
        .prepare<(string | number)[], UserRow>(
          `SELECT * FROM users ${where} ORDER BY updated_at DESC, _id LIMIT ? OFFSET ?`,
        )
        .all(...params, limit, offset);
      const { count } = db
        .prepare<string[], { count: number }>(`SELECT COUNT(*) AS count FROM users ${where}`)
        .get(...params) ?? { count: 0 };
      return { success: true, data: rows.map(toUser), meta: { count, page, limit } };
    },
  );

  /** An ambassador sees only the users they recruited (users.recruited_by). */
  app.get('/accounts/view-recruits', { preValidation: requireAmbassador }, async (request) => {
    const rows = db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE recruited_by = ? ORDER BY updated_at DESC, _id')
      .all(currentUser(request).id);
    return { success: true, data: rows.map((row) => forAmbassador(toUser(row))) };
  });

  /** User detail by URL (DESIGN.md §4): admins see any user with the order count, ambassadors their recruits. */
  app.get<{ Params: { id: string } }>(
    '/accounts/:id',
    {
      preValidation: requireAdminOrAmbassador,
      schema: {
        params: idParamsSchema,
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const row = findUserById(db, request.params.id);
      // A recruit of another ambassador answers like a missing user, so ids cannot be probed.
      if (!row || (!caller.is_admin && row.recruited_by !== caller.id)) {
        throw new ApiError(404, MESSAGES.notFound);
      }
      if (!caller.is_admin) return { success: true, data: forAmbassador(toUser(row)) };
      const { count } = db
        .prepare<[string, string], { count: number }>(
          `SELECT COUNT(*) AS count FROM orders o
           WHERE o.buyer_id = ? OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ?)`,
        )
        .get(row._id, row._id) ?? { count: 0 };
      return { success: true, data: { ...toUser(row), order_count: count } };
    },
  );
};
