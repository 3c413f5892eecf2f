import type { FastifyInstance } from 'fastify';
import { boolean, objectOf, responses } from '../lib/responseSchemas';

/** Answers `{ ok: true }` once the server is ready (DESIGN.md §4), the one answer outside the envelope. */
const HEALTH_RESPONSES = responses(objectOf({ ok: boolean }));

export const healthRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get('/health', { schema: { response: HEALTH_RESPONSES } }, async () => ({ ok: true }));
};
