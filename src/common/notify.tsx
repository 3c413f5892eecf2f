import type { TFunction } from 'i18next';
import type { toast } from 'react-toastify';
import { errorText, type ApiError } from '../api/errors';
import { currentLanguage, i18n, loadWholeCatalogue, type Language } from '../i18n';
import { readCatalogue, type Catalogue } from '../i18n/catalogues';

/**
 * react-toastify loads on the first toast (or with the toast host after the first paint): it is not needed to
 * paint a screen. A toast raised before the host mounts waits in react-toastify's queue.
 */
type Toast = typeof toast;

let toastModule: Promise<Toast> | undefined;
const loadToast = (): Promise<Toast> =>
  (toastModule ??= import('react-toastify').then((module) => module.toast));

/**
 * The language the page is showing or switching to, once its catalogue is in memory: a call may fail while the
 * catalogue is still being fetched (e.g. a stale session at start-up), and its toast must not show a raw key
 * or the other language.
 */
async function wording(key?: string): Promise<{ language: Language; t: TFunction }> {
  const language = currentLanguage();
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const catalogue = await new Promise<Catalogue | null>((resolve) =>
      readCatalogue(language, 'firstScreen', (_error, loaded) => resolve(loaded)),
    );
    if (catalogue) i18n.addResourceBundle(language, 'translation', catalogue, true, false);
  }
  // A message outside the first screens' sections, raised before a page loaded the rest of the catalogue.
  if (key && !i18n.exists(key, { lng: language })) await loadWholeCatalogue().catch(() => undefined);
  return { language, t: i18n.getFixedT(language) };
}

/** Shows a failed call in the language the user is reading. */
export function notifyError(error: ApiError): void {
  void Promise.all([wording(error.messageKey), loadToast()]).then(([{ language, t }, show]) => {
    const text = errorText(error, language, (key) => t(key));
    show.error(text, { toastId: `${error.status ?? 'network'}:${text}` });
  });
}

/** Shows a failure the app words itself, no call having failed (e.g. nothing chosen yet): a catalogue key. */
export function notifyFailure(messageKey: string): void {
  notifyError({ status: null, message: messageKey, messageKey });
}

/** Shows a success message from the catalogue (docs/screens.md). */
export function notifySuccess(key: string, values?: Record<string, unknown>): void {
  void Promise.all([wording(key), loadToast()]).then(([{ t }, show]) => show.success(t(key, values)));
}

/** Shows a text as it is, already in the reader's language (a live notification's message), once per id. */
export function notifyInfo(text: string, toastId: string): void {
  void loadToast().then((show) => show.info(text, { toastId }));
}

/** Shows a text the server sent per language, falling back to the catalogue key. */
export function notifyServerSuccess(
  byLanguage: { en?: string; ar?: string } | undefined,
  fallbackKey: string,
): void {
  void Promise.all([wording(fallbackKey), loadToast()]).then(([{ language, t }, show]) =>
    show.success(byLanguage?.[language] ?? t(fallbackKey)),
  );
}

/** A success toast with an Undo button, shown until `until` (the server's undo window) runs out. */
export function notifyUndoable(
  text: { en: string; ar: string } | undefined,
  fallbackKey: string,
  undo: {
    until: string;
    onUndo: () => void;
    /** At most this long on screen, when the page offers the undo elsewhere for the rest of the window. */
    visibleMs?: number;
  },
): void {
  void Promise.all([wording(fallbackKey), loadToast()]).then(([{ language, t }, show]) => {
    const remaining = Math.min(Date.parse(undo.until) - Date.now(), undo.visibleMs ?? Infinity);
    if (!(remaining > 0)) {
      show.success(text?.[language] ?? t(fallbackKey));
      return;
    }
    show.success(
      ({ closeToast }) => (
        <span className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{text?.[language] ?? t(fallbackKey)}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            onClick={() => {
              closeToast();
              undo.onUndo();
            }}
          >
            {t('common.undo')}
          </button>
        </span>
      ),
      // Gone when the server would no longer take the undo; hovering must not keep a dead button up.
      { autoClose: remaining, closeOnClick: false, pauseOnHover: false, pauseOnFocusLoss: false },
    );
  });
}
