import type { FastifyInstance } from 'fastify';
import { currentUser, requireAuth } from '../lib/auth';
import { toCategory, type CategoryRow } from '../lib/serialize';

export const categoriesRoutes = async (app: FastifyInstance): Promise<void> => {
  /** Admins see every category; everyone else only the published ones they can list products in. */
  app.get('/category/', { preHandler: requireAuth }, async (request) => {
    const user = currentUser(request);
    const rows = app.db
      .prepare<[], CategoryRow>(
        user.is_admin
          ? 'SELECT * FROM categories ORDER BY code'
          : 'SELECT * FROM categories WHERE published = 1 ORDER BY code',
      )
      .all();
    return { success: true, data: rows.map(toCategory) };
  });
};
