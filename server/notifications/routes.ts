import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAuth } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { notificationBus, type ApiNotification } from '../lib/notificationBus';
import { toNotification } from '../lib/serialize';
import { NOTIFICATIONS_MESSAGES as M } from './messages';
import { findNotification, listNotifications, markAllRead, markRead } from './queries';
import { ERROR_RESPONSES } from '../lib/responseSchemas';
import {
  NOTIFICATION_LIST_RESPONSES,
  NOTIFICATION_PARAMS,
  NOTIFICATION_READ_ALL_RESPONSES,
  NOTIFICATION_READ_RESPONSES,
  type NotificationParams,
} from './schemas';

/** Often enough that proxies and load balancers never see an idle connection. */
const HEARTBEAT_MS = 20_000;

const sseEvent = (notification: ApiNotification): string =>
  `id: ${notification._id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`;

export const notificationsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;
  const openStreams = new Set<() => void>();
  // The streams open on this instance per user and per client address, oldest first: a new one past a limit
  // closes the oldest (a tab left open long ago), so one user or one script cannot hold connections without end.
  const streamsByUser = new Map<string, (() => void)[]>();
  const streamsByAddress = new Map<string, (() => void)[]>();
  const admit = (groups: Map<string, (() => void)[]>, key: string, close: () => void, limit: number) => {
    const open = [...(groups.get(key) ?? []), close];
    groups.set(key, open);
    // Each close takes its stream out of every group (release below).
    for (const oldest of open.slice(0, Math.max(0, open.length - limit))) oldest();
  };
  const release = (groups: Map<string, (() => void)[]>, key: string, close: () => void) => {
    const open = (groups.get(key) ?? []).filter((each) => each !== close);
    if (open.length > 0) groups.set(key, open);
    else groups.delete(key);
  };
  app.metrics.gauge(
    'souq_live_streams',
    'Live notification streams open on this instance.',
    () => openStreams.size,
  );
  // preClose, not onClose: the server's close waits for every open response, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  /** Newest first, every object type: the app decides what it shows (the notifications page shows orders only, docs/screens.md). */
  app.get(
    '/notifications',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'The caller’s notifications, newest first',
        response: NOTIFICATION_LIST_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: (await listNotifications(db, currentUser(request).id, app.settings.notificationListLimit)).map(
        toNotification,
      ),
    }),
  );

  /** Marks every notification of the caller read at once (the bell's "mark all read"). */
  app.put(
    '/notifications/read-all',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Mark every notification of the caller read',
        response: NOTIFICATION_READ_ALL_RESPONSES,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const updated = await db.transaction().execute(async (trx) => {
        const count = await markAllRead(trx, userId);
        if (count > 0) {
          await writeAudit(trx, {
            actorId: userId,
            action: 'notifications.read_all',
            targetType: 'user',
            targetId: userId,
            details: { updated: count },
          });
        }
        return count;
      });
      return { success: true, data: { updated } };
    },
  );

  app.put<{ Params: NotificationParams }>(
    '/notifications/:id/read',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Mark one notification read',
        params: NOTIFICATION_PARAMS,
        response: NOTIFICATION_READ_RESPONSES,
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await markRead(db, id, currentUser(request).id))) throw new ApiError(404, M.notFound);
      const row = await findNotification(db, id);
      return { success: true, data: row ? toNotification(row) : null };
    },
  );

  /**
   * Server-Sent Events for the caller's new notifications (docs/api.md). Authenticated by the bearer
   * header, which is why the app reads it with fetch() rather than EventSource. Heartbeat comments keep the
   * connection open; closing either side unsubscribes.
   */
  app.get(
    '/notifications/stream',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Live notifications of the caller (server-sent events)',
        response: ERROR_RESPONSES,
      },
      config: {
        answers: {
          type: 'text/event-stream',
          description: 'Server-sent events: each new notification of the caller as `event: notification`',
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      raw.write(': connected\nretry: 5000\n\n');

      const unsubscribe = notificationBus(db).subscribe(userId, (notification) => {
        raw.write(sseEvent(notification));
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const address = request.ip;
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(close);
        release(streamsByUser, userId, close);
        release(streamsByAddress, address, close);
        if (!raw.writableEnded) raw.end();
      };
      openStreams.add(close);
      const { perUser, perAddress } = app.settings.liveStreams;
      admit(streamsByUser, userId, close, perUser);
      admit(streamsByAddress, address, close, perAddress);
      request.raw.on('close', close);
      raw.on('close', close);
    },
  );
};
