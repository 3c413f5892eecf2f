import { describe, expect, it } from 'vitest';
import { parseSseBuffer } from '../../../src/api/notifications';

describe('parseSseBuffer', () => {
  it('reads complete events, skips heartbeats and keeps the unfinished rest', () => {
    const buffer =
      ': connected\nretry: 5000\n\n' +
      'id: n1\nevent: notification\ndata: {"a":1}\n\n' +
      ': heartbeat\n\n' +
      'event: notification\r\ndata: line1\r\ndata: line2\r\n\r\n' +
      'id: n3\nevent: notif';
    const { messages, rest } = parseSseBuffer(buffer);
    expect(messages).toEqual([
      { event: 'notification', id: 'n1', data: '{"a":1}' },
      { event: 'notification', id: undefined, data: 'line1\nline2' },
    ]);
    expect(rest).toBe('id: n3\nevent: notif');
    expect(parseSseBuffer(`${rest}ication\ndata: x\n\n`).messages).toEqual([
      { event: 'notification', id: 'n3', data: 'x' },
    ]);
  });
});
