import type { Database } from 'better-sqlite3';
import type { toNotification } from './serialize';

export type ApiNotification = ReturnType<typeof toNotification>;

export type NotificationListener = (notification: ApiNotification) => void;

/**
 * The in-process channel between a status change and the seller's open Server-Sent Events streams
 * (DESIGN.md §4). One bus per database, so route plugins registered in separate Fastify contexts share it
 * and two test apps never see each other's events.
 */
export class NotificationBus {
  private readonly listeners = new Map<string, Set<NotificationListener>>();

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
    for (const listener of this.listeners.get(userId) ?? []) listener(notification);
  }

  listenerCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }
}

const buses = new WeakMap<Database, NotificationBus>();

export const notificationBus = (db: Database): NotificationBus => {
  let bus = buses.get(db);
  if (!bus) {
    bus = new NotificationBus();
    buses.set(db, bus);
  }
  return bus;
};
