import type { Db } from '../db/database';
import type { toNotification } from './serialize';

/** Carries published notifications to every instance's bus (server/lib/postgresNotifications.ts). */
export type NotificationRelay = { send: (userId: string, notification: ApiNotification) => void };

export type ApiNotification = ReturnType<typeof toNotification>;

export type NotificationListener = (notification: ApiNotification) => void;

/**
 * The channel between a status change and the seller's open Server-Sent Events streams (docs/api.md). One bus
 * per database (the app's `db`), so route plugins registered in separate Fastify contexts share it and two test
 * apps never see each other's events. `publish` is the one way a new notification reaches the streams, once the
 * transaction that wrote it has committed: in this process on SQLite; on PostgreSQL through its relay to every
 * instance on the database, which `deliver` to the streams they hold.
 */
export class NotificationBus {
  private readonly listeners = new Map<string, Set<NotificationListener>>();
  private relay: NotificationRelay | undefined;

  relayThrough(relay: NotificationRelay): void {
    this.relay = relay;
  }

  subscribe(userId: string, listener: NotificationListener): () => void {
    const set = this.listeners.get(userId) ?? new Set<NotificationListener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  publish(userId: string, notification: ApiNotification): void {
    if (this.relay) this.relay.send(userId, notification);
    else this.deliver(userId, notification);
  }

  /** Hands a notification to this process's streams of the user. */
  deliver(userId: string, notification: ApiNotification): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(notification);
  }

  listenerCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }
}

const buses = new WeakMap<Db, NotificationBus>();

/**
 * The bus of a database. A transaction is a Db too, but a bus of its own would reach no stream: it is refused,
 * as publishing before the commit would be.
 */
export const notificationBus = (db: Db): NotificationBus => {
  if (db.isTransaction) throw new Error('notificationBus takes the database, not a transaction');
  let bus = buses.get(db);
  if (!bus) {
    bus = new NotificationBus();
    buses.set(db, bus);
  }
  return bus;
};
