import type { FastifyInstance } from 'fastify';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { USER_ROLES, type UserRole } from '../../src/lib/userRoles';
import { currentUser, requireAdmin, requireAdminOrAmbassador, requireAmbassador } from '../lib/auth';
import { ApiError, MESSAGES } from '../lib/errors';
import { containsPattern, pageOf, pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { toUser, type ApiUser, type UserRow } from '../lib/serialize';
import { findUserById } from '../lib/users';

/** SPEC.md §6: only admins see contact details; an ambassador gets the rest of a recruit's record. */
const withoutContactDetails = (
  user: ApiUser,
): Omit<ApiUser, 'email' | 'phone_number' | 'nickname' | 'primary_address'> => {
  const {
    email: _email,
    phone_number: _phone,
    nickname: _nickname,
    primary_address: _address,
    ...rest
  } = user;
  return rest;
};

const ID_PATTERN = '^[a-f0-9]{24}$';

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
    return { success: true, data: rows.map((row) => withoutContactDetails(toUser(row))) };
  });

  /** User detail by URL (DESIGN.md §4): admins see any user with the order count, ambassadors their recruits. */
  app.get<{ Params: { id: string } }>(
    '/accounts/:id',
    {
      preValidation: requireAdminOrAmbassador,
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: ID_PATTERN } },
        },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const row = findUserById(db, request.params.id);
      // A recruit of another ambassador answers like a missing user, so ids cannot be probed.
      if (!row || (!caller.is_admin && row.recruited_by !== caller.id)) {
        throw new ApiError(404, MESSAGES.notFound);
      }
      if (!caller.is_admin) return { success: true, data: withoutContactDetails(toUser(row)) };
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
