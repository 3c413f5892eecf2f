import { act, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as NotificationsApi from '../../../src/api/notifications';
import type { AppNotification } from '../../../src/api/types';
import { languageChanged } from '../../../src/features/auth';
import { useNotificationStream } from '../../../src/features/notifications/useNotificationStream';
import { renderPage } from '../../setup/render';

/** The stream hands over whatever the test pushes through `push`. */
let push: (notification: AppNotification) => void = () => undefined;
let opened = 0;
vi.mock('../../../src/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof NotificationsApi>()),
  streamNotifications: (handlers: { onNotification: (notification: AppNotification) => void }) => {
    opened += 1;
    push = handlers.onNotification;
    return new Promise<void>(() => undefined);
  },
}));

const pushed = (id: string): AppNotification =>
  ({
    _id: id,
    read: false,
    object_type: 'order',
    message: { en: 'Order ORD-1: Lamp is now Shipped', ar: 'الطلب ORD-1: حالة المنتج مصباح الآن «تم الشحن»' },
    createdAt: '2026-11-01T10:00:00.000Z',
  }) as unknown as AppNotification;

function Streaming() {
  useNotificationStream(true);
  return <p>page</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useNotificationStream', () => {
  it('shows a pushed notification in the language the page is read in at that moment', async () => {
    const info = vi.spyOn(toast, 'info');
    const { store } = renderPage(<Streaming />, { language: 'ar' });
    await waitFor(() => expect(push).toBeTypeOf('function'));
    act(() => push(pushed('n1')));
    // The toast library loads on the first toast (src/common/notify.tsx), so the toast shows a moment later.
    await waitFor(() =>
      expect(info).toHaveBeenLastCalledWith('الطلب ORD-1: حالة المنتج مصباح الآن «تم الشحن»', {
        toastId: 'n1',
      }),
    );

    act(() => {
      store.dispatch(languageChanged('en'));
    });
    act(() => push(pushed('n2')));
    await waitFor(() =>
      expect(info).toHaveBeenLastCalledWith('Order ORD-1: Lamp is now Shipped', { toastId: 'n2' }),
    );
  });

  it('opens the stream only once the page has loaded: it holds a connection the first screen’s files need', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    opened = 0;
    renderPage(<Streaming />, { language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toBe(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toBe(1));
  });
});
