import type { FastifyInstance } from 'fastify';
import { currentUser, requireAdmin, requireAdminOrAmbassador, requireAmbassador } from '../lib/auth';
import { ApiError, MESSAGES } from '../lib/errors';
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

export const usersRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  app.get('/accounts/view-all', { preValidation: requireAdmin }, async () => {
    const rows = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY updated_at DESC, _id').all();
    return { success: true, data: rows.map(toUser) };
  });

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
