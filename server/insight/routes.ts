/**
 * The sales insight: a seller's own figures (GET /insight/sales) and the marketplace's for admins
 * (GET /admin/insight), each for a period against the one before it (src/lib/insight.ts).
 */
import type { FastifyInstance } from 'fastify';
import { daysIn, INSIGHT_YEARS, periodAsked, type InsightGrain, type Period } from '../../src/lib/insight';
import { dayRangeReversed } from '../../src/lib/orderList';
import { dayBounds } from '../lib/listQuery';
import { currentUser, requireAdmin, requireSeller } from '../lib/auth';
import { ApiError, MESSAGES } from '../lib/errors';
import { marketInsight, recordBacklog, sellerInsight } from './queries';
import { INSIGHT_MESSAGES as M } from './messages';
import {
  INSIGHT_QUERY,
  MARKET_INSIGHT_RESPONSES,
  SALES_INSIGHT_RESPONSES,
  type InsightQuery,
} from './schemas';

/** How often an instance reads the admins' backlog for its history by day. */
const BACKLOG_READING_MS = 60 * 60 * 1000;

export const insightRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /** The asked period (src/lib/insight.ts completes a missing end); refused under the field it concerns. */
  const periodOf = (query: InsightQuery): { period: Period; grain: InsightGrain } => {
    dayBounds(query);
    const outside = Object.fromEntries(
      (['from', 'to'] as const)
        .filter((end) => {
          const year = Number(query[end]?.slice(0, 4));
          return query[end] !== undefined && (year < INSIGHT_YEARS.first || year > INSIGHT_YEARS.last);
        })
        .map((end) => [end, M.outsideYears]),
    );
    if (Object.keys(outside).length > 0) throw new ApiError(400, MESSAGES.fieldsToCorrect, outside);
    const period = periodAsked(query);
    if (dayRangeReversed(period.from, period.to)) {
      throw new ApiError(400, MESSAGES.fieldsToCorrect, { to: M.reversed });
    }
    const limit = app.settings.insightPeriodLimitDays;
    if (daysIn(period) > limit) throw new ApiError(400, MESSAGES.fieldsToCorrect, { to: M.tooLong(limit) });
    return { period, grain: query.grain ?? 'day' };
  };

  app.get<{ Querystring: InsightQuery }>(
    '/insight/sales',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'getSalesInsight',
        summary:
          'The seller’s sales, orders, units, average order value, returns rate, on-time shipping and best sellers for a period against the one before',
        querystring: INSIGHT_QUERY,
        response: SALES_INSIGHT_RESPONSES,
      },
    },
    async (request) => {
      const { period, grain } = periodOf(request.query);
      return { success: true, data: await sellerInsight(db, currentUser(request).id, period, grain) };
    },
  );

  app.get<{ Querystring: InsightQuery }>(
    '/admin/insight',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'getMarketInsight',
        summary:
          'The marketplace’s sales, orders, active and new sellers, and the review and payout backlog for a period against the one before',
        querystring: INSIGHT_QUERY,
        response: MARKET_INSIGHT_RESPONSES,
      },
    },
    async (request) => {
      const { period, grain } = periodOf(request.query);
      return { success: true, data: await marketInsight(db, period, grain) };
    },
  );

  // The backlog's history is its last reading of each day: read it now and then, not only when an admin looks.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void recordBacklog(db).catch((error: unknown) => app.log.warn(error)),
      BACKLOG_READING_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
