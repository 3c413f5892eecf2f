import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors';
import { boolean, objectOf, responses } from '../lib/responseSchemas';

/** Answers `{ ok: true }` once the server is ready (DESIGN.md §4), the one answer outside the envelope. */
const HEALTH_RESPONSES = responses(objectOf({ ok: boolean }));

const DATABASE_UNAVAILABLE = {
  en: 'The database cannot be reached. Please try again shortly.',
  ar: 'تعذر الوصول إلى قاعدة البيانات. يرجى المحاولة مرة أخرى بعد قليل.',
};

export const healthRoutes = async (app: FastifyInstance): Promise<void> => {
  // A load balancer takes an instance out of rotation on a 503: ready means the database answers a read of a
  // real table (a closed, locked-out or deleted database fails it), not only that the process is up.
  app.get(
    '/health',
    { schema: { summary: 'Ready: the server and its database answer', response: HEALTH_RESPONSES } },
    async (request) => {
      try {
        await app.db.selectFrom('users').select('_id').limit(1).execute();
      } catch (error) {
        request.log.error(error, 'health check: the database did not answer');
        throw new ApiError(503, DATABASE_UNAVAILABLE);
      }
      return { ok: true };
    },
  );
};
