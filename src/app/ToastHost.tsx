import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';
import {
  inlineConfirmationsVersion,
  openInlineConfirmations,
  subscribeInlineConfirmations,
  toastsBelongAtTop,
} from '../components/inlineConfirmations';

/** The class that moves the toasts to the top edge, under the header (app.css). */
export const TOASTS_AT_TOP_CLASS = 'toasts-at-top';

/**
 * Whether toasts are shown at the top edge rather than the bottom: while an inline confirmation is open in the
 * lower half of the window, followed as the page scrolls or the window changes size.
 */
function useToastsAtTop(): boolean {
  const version = useSyncExternalStore(
    subscribeInlineConfirmations,
    inlineConfirmationsVersion,
    inlineConfirmationsVersion,
  );
  const [atTop, setAtTop] = useState(false);
  useEffect(() => {
    const place = () =>
      setAtTop(
        toastsBelongAtTop(
          openInlineConfirmations().map((element) => element.getBoundingClientRect()),
          window.innerHeight,
        ),
      );
    place();
    if (openInlineConfirmations().length === 0) return undefined;
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [version]);
  return atTop;
}

/**
 * Toasts bottom-right, closing after 3 seconds (docs/screens.md); at the top while the bottom holds an
 * inline confirmation, which a toast must not cover. Loaded after the first paint. The region's name, the
 * close button's name and the direction follow the page's language (react-toastify's defaults are English).
 */
export function ToastHost() {
  const { t, i18n } = useTranslation();
  const atTop = useToastsAtTop();
  const closeButton = ({ closeToast }: CloseButtonProps) => (
    <button
      type="button"
      className="btn-close btn-sm m-2 flex-shrink-0"
      aria-label={t('toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    />
  );
  return (
    <ToastContainer
      position="bottom-right"
      // The container keeps its position (the toasts it shows keep theirs); a class moves it, toasts and all.
      className={atTop ? TOASTS_AT_TOP_CLASS : undefined}
      autoClose={3000}
      transition={Slide}
      newestOnTop
      rtl={i18n.language === 'ar'}
      aria-label={t('toasts.region')}
      closeButton={closeButton}
    />
  );
}
