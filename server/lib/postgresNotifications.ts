/**
 * Live notifications across API instances on one PostgreSQL database: a new notification is sent on a PostgreSQL
 * channel (NOTIFY) and every instance, the sender included, hears it on a connection of its own (LISTEN) and
 * hands it to the streams it holds. A seller's stream may then be on any instance (docs/operations.md).
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiNotification, NotificationRelay } from './notificationBus';

export const NOTIFICATION_CHANNEL = 'souq_notifications';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a notification is a few hundred. */
const PAYLOAD_LIMIT_BYTES = 7_900;

/** How long the listener waits before connecting again after losing its connection. */
const RECONNECT_MS = 1_000;

type Envelope = { userId: string; notification: ApiNotification };

export const startPostgresRelay = async (options: {
  url: string;
  deliver: (userId: string, notification: ApiNotification) => void;
  log: FastifyBaseLogger;
}): Promise<NotificationRelay & { close: () => Promise<void> }> => {
  let closed = false;
  let listener: pg.Client | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL || !message.payload) return;
      try {
        const { userId, notification } = JSON.parse(message.payload) as Envelope;
        options.deliver(userId, notification);
      } catch (error) {
        options.log.warn({ err: error }, 'unreadable notification on the PostgreSQL channel');
      }
    });
    // A lost connection (a restarted database, a network cut) is made again; streams miss what was sent
    // meanwhile and the app's list shows it at its next read.
    client.on('error', (error) =>
      options.log.warn({ err: error }, 'notification listener lost its connection'),
    );
    client.on('end', () => {
      if (closed) return;
      listener = undefined;
      setTimeout(() => void listen().catch(retryLater), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    listener = client;
  };
  const retryLater = (error: unknown) => {
    options.log.warn({ err: error }, 'notification listener cannot connect; trying again');
    if (!closed) setTimeout(() => void listen().catch(retryLater), RECONNECT_MS).unref();
  };
  await listen();

  // Sent one after the other on one connection of their own, so a seller reads "confirmed" before "shipped".
  const sender = new pg.Client({ connectionString: options.url });
  sender.on('error', (error) => options.log.warn({ err: error }, 'notification sender lost its connection'));
  await sender.connect();
  let queue: Promise<unknown> = Promise.resolve();

  return {
    send: (userId, notification) => {
      const payload = JSON.stringify({ userId, notification } satisfies Envelope);
      if (Buffer.byteLength(payload) > PAYLOAD_LIMIT_BYTES) {
        options.log.warn(
          { userId },
          'notification too large to relay; its streams get it at their next read',
        );
        return;
      }
      queue = queue
        .then(() => sender.query('SELECT pg_notify($1, $2)', [NOTIFICATION_CHANNEL, payload]))
        .catch((error: unknown) => options.log.warn({ err: error }, 'notification not relayed'));
    },
    close: async () => {
      closed = true;
      await queue;
      await Promise.allSettled([listener?.end(), sender.end()]);
    },
  };
};
