import { useEffect, useRef } from 'react';
import { streamNotifications } from '../../api/notifications';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyInfo } from '../../common/notify';
import { whenPageLoaded } from '../../common/startup';
import { fetchNotifications, notificationPushed } from './notificationsActions';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Exponential backoff for reconnecting: 1 s, 2 s, 4 s … capped at 30 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));

/** 401/403: the session is over or the user is not a seller; retrying would only repeat the refusal. */
const isFinal = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [401, 403].includes(Number(error.status));

/**
 * Keeps the seller's live notification stream open while `enabled` (docs/api.md): loads the list on each
 * (re)connection so nothing sent during a gap is missed, adds each pushed notification on top (de-duplicated
 * by id) and shows its message as an info toast (docs/api.md) in the language the page is read in at that
 * moment (the notification carries both; the English one stands in when a language is missing).
 */
export function useNotificationStream(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  // Read when a notification arrives: switching language must not reopen the stream.
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        await streamNotifications(
          {
            onOpen: () => {
              attempt = 0;
              void dispatch(fetchNotifications());
            },
            onNotification: (notification) => {
              dispatch(notificationPushed(notification));
              const { message } = notification;
              notifyInfo(message[languageRef.current] || message.en || message.ar, notification._id);
            },
          },
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted || isFinal(error)) return;
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };

    // The stream holds one of the browser's six connections to the server for as long as the page is open: it
    // opens once the page has loaded, not while the first screen's files still need them (docs/performance.md).
    void whenPageLoaded().then(() => {
      if (!controller.signal.aborted) void connect();
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, dispatch]);
}
