import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { passwordHashLoad } from '../lib/auth';
import type { Metrics } from '../lib/metrics';
import type { SheetPool } from '../lib/sheetPool';

/**
 * Feeds the instance's metrics: every answered request by its route pattern (a request no route took counts as
 * `unmatched`, so unknown addresses add no series), and the queues and pools whose growth comes before a slowdown.
 */
export const measureInstance = (
  app: FastifyInstance,
  metrics: Metrics,
  parts: { sheetPool: SheetPool; pool: pg.Pool | undefined },
): void => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  metrics.gauge('souq_sheet_workers', 'Spreadsheet worker threads, by state.', () => {
    const { workers, busy } = parts.sheetPool.load;
    return [
      { labels: { state: 'busy' }, value: busy },
      { labels: { state: 'idle' }, value: workers - busy },
    ];
  });
  metrics.gauge(
    'souq_sheet_queue_length',
    'Spreadsheets waiting for a worker thread.',
    () => parts.sheetPool.load.waiting,
  );
  metrics.gauge('souq_password_hashes', 'Password hashes, running and waiting for their turn.', () => {
    const { running, waiting } = passwordHashLoad();
    return [
      { labels: { state: 'running' }, value: running },
      { labels: { state: 'waiting' }, value: waiting },
    ];
  });
  const { pool } = parts;
  if (pool) {
    metrics.gauge('souq_database_connections', 'PostgreSQL connections of this instance, by state.', () => [
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
    ]);
    metrics.gauge(
      'souq_database_waiting_queries',
      'Queries waiting for a PostgreSQL connection.',
      () => pool.waitingCount,
    );
  }
};
