import { apiClient } from './client';
import type { AppNotification, Reply } from './types';

export async function listNotifications(): Promise<AppNotification[]> {
  const response = await apiClient.get<Reply<'GET /notifications'>>('/notifications');
  return response.data.data;
}

export async function markNotificationRead(id: string): Promise<void> {
  await apiClient.put(`/notifications/${encodeURIComponent(id)}/read`, undefined, { silent: true });
}

/** Marks every notification of the caller read; answers how many were unread. */
export async function markAllNotificationsRead(): Promise<number> {
  const response = await apiClient.put<Reply<'PUT /notifications/read-all'>>('/notifications/read-all');
  return response.data.data.updated;
}

export interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

/**
 * Splits a Server-Sent Events buffer into complete messages and the unfinished rest. Comments (heartbeats)
 * and messages without data are dropped, as the EventSource algorithm does.
 */
export function parseSseBuffer(buffer: string): { messages: SseMessage[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ event, id, data: data.join('\n') });
  }
  return { messages, rest };
}

/**
 * Reads the live notification stream until it ends or `signal` aborts. It goes through the API client as a
 * stream of bytes rather than through EventSource, which cannot send the bearer header (docs/api.md), so it
 * carries the token the session guard allows, like every call. Resolves when the server closes the stream;
 * rejects on a failed connection or a refused token (the error carries the HTTP status).
 */
export async function streamNotifications(
  handlers: { onOpen: () => void; onNotification: (notification: AppNotification) => void },
  signal: AbortSignal,
): Promise<void> {
  const body = await apiClient.stream('/notifications/stream', { signal, accept: 'text/event-stream' });
  handlers.onOpen();
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseSseBuffer(buffer + value);
    buffer = parsed.rest;
    for (const message of parsed.messages) {
      if (message.event !== 'notification') continue;
      try {
        handlers.onNotification(JSON.parse(message.data) as AppNotification);
      } catch {
        // A malformed message is skipped; the stream itself is still good.
      }
    }
  }
}
