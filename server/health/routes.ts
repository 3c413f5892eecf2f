import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, MESSAGES } from '../lib/errors';
import { boolean, objectOf, responses } from '../lib/responseSchemas';

/** Answers `{ ok: true }` once the server is ready (docs/api.md), the one answer outside the envelope. */
const HEALTH_RESPONSES = responses(objectOf({ ok: boolean }));

const METRICS_RESPONSES = responses({ type: 'string' });

const METRICS_TOKEN_REQUIRED = {
  en: 'Send the metrics token as a bearer token',
  ar: 'أرسل رمز المقاييس كرمز Bearer',
};

/** Compares digests, so neither the token's length nor its first wrong character shows in the time taken. */
const sameToken = (sent: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(expected).digest());

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

  // Prometheus scrapes this instance's numbers with the token of METRICS_TOKEN; without one set there is nothing
  // here at all (a 404, like any unknown address).
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'This instance’s metrics in Prometheus’s text format (bearer METRICS_TOKEN)',
        operationId: 'getMetrics',
        response: METRICS_RESPONSES,
      },
    },
    async (request, reply) => {
      const expected = app.settings.metricsToken;
      if (!expected) throw new ApiError(404, MESSAGES.notFound);
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(sent, expected)) throw new ApiError(401, METRICS_TOKEN_REQUIRED);
      void reply.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
      return app.metrics.render();
    },
  );
};
