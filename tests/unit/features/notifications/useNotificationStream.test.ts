import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../../../src/features/notifications/useNotificationStream';

describe('reconnectDelay', () => {
  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
