import type { FastifyInstance } from 'fastify';
import { currentUser, requireAdmin, requireAdminOrAmbassador, requireAmbassador } from '../lib/auth';
import { MESSAGES, requireVisible } from '../lib/errors';
import { idParamsSchema, type IdParams } from '../lib/ids';
import { pageMeta, pageOf } from '../lib/listQuery';
import { USER_RESPONSES } from '../lib/responseSchemas';
import { toUser } from '../lib/serialize';
import { findUserById } from '../lib/users';
import { recruitProgress } from '../../src/lib/recruitStages';
import { forAmbassador } from './ambassadorView';
import { listUsers, orderCountOf, recruitsOf } from './queries';
import { RECRUITS_RESPONSES, USER_LIST_QUERY, USER_LIST_RESPONSES, type UserListQuery } from './schemas';

export const usersRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  app.get<{ Querystring: UserListQuery }>(
    '/accounts/view-all',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'One page of users by role tab, search or review queue (admins)',
        querystring: USER_LIST_QUERY,
        response: USER_LIST_RESPONSES,
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, count } = await listUsers(db, request.query, page);
      return {
        success: true,
        data: rows.map(toUser),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
      };
    },
  );

  /** An ambassador sees only the users they recruited. */
  app.get(
    '/accounts/view-recruits',
    {
      preValidation: requireAmbassador,
      schema: {
        summary: 'The users the calling ambassador recruited, each with how far they have got',
        operationId: 'listRecruits',
        response: RECRUITS_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: (await recruitsOf(db, currentUser(request).id)).map((row) => {
        const user = toUser(row);
        // Worked out from the whole record: the ambassador's view below leaves out what it is read from.
        const progress = recruitProgress(user, {
          firstProduct: Number(row.has_product) === 1,
          firstSale: Number(row.has_sale) === 1,
        });
        return { ...forAmbassador(user), progress };
      }),
    }),
  );

  /** User detail by URL (docs/api.md): admins see any user with the order count, ambassadors their recruits. */
  app.get<{ Params: IdParams }>(
    '/accounts/:id',
    {
      preValidation: requireAdminOrAmbassador,
      schema: {
        summary: 'One user (admins, or the ambassador who recruited them)',
        params: idParamsSchema,
        response: USER_RESPONSES,
      },
    },
    async (request) => {
      const caller = currentUser(request);
      // An ambassador sees only their own recruits.
      const row = requireVisible(
        await findUserById(db, request.params.id),
        (found) => caller.is_admin || found.recruited_by === caller.id,
        MESSAGES.notFound,
      );
      if (!caller.is_admin) return { success: true, data: forAmbassador(toUser(row)) };
      return { success: true, data: { ...toUser(row), order_count: await orderCountOf(db, row._id) } };
    },
  );
};
