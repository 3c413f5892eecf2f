import { useTranslation } from 'react-i18next';
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';

/**
 * Toasts bottom-right, closing after 3 seconds (SPEC.md §2 Layout, §9). Loaded after the first paint. The
 * region's name, the close button's name and the direction follow the page's language (react-toastify's
 * defaults are English).
 */
export function ToastHost() {
  const { t, i18n } = useTranslation();
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
      autoClose={3000}
      transition={Slide}
      newestOnTop
      rtl={i18n.language === 'ar'}
      aria-label={t('toasts.region')}
      closeButton={closeButton}
    />
  );
}
