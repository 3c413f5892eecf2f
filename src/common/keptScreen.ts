import { markListsRefreshing } from '../components/table/refreshingBadge';
import { MOBILE_QUERY } from '../components/mobileQuery';
import { readStoredRecord } from '../lib/storedRecord';

/**
 * The last screen of a list page, kept for the next visit (docs/performance.md). On a repeat visit the page's rows are
 * kept already (listCache.ts), but drawing them waits for the app's code to be evaluated and rendered, most of a
 * second on a phone. src/boot.js draws this copy of the screen from the HTML's own parse instead, marked as
 * refreshing and inert, and the app takes it over when its first route renders (src/common/prerendered.ts), as it
 * does a guest's drawn first screen.
 *
 * A copy is only drawn where it will look as the app's first render does: the same user, language, build and
 * phone-or-desktop layout (src/boot.js checks each). A log out clears local storage whole (session.ts).
 */
export const KEPT_SCREENS_KEY = 'kept-screens';
/** Addresses remembered; the oldest is forgotten first. */
const KEPT_ADDRESSES = 4;
/** A larger screen is not kept: it would crowd out the rest of local storage for a head start. */
export const KEPT_MARKUP_LIMIT = 200_000;
/** What is on screen only for a moment and must not come back with the copy: toasts. */
const TRANSIENT = '.Toastify';

/** One kept screen, as src/boot.js reads it. */
export interface KeptScreen {
  user: string;
  /** The language and direction the screen was drawn in, and Bootstrap's stylesheet for that direction. */
  language: string;
  dir: string;
  stylesheet: string;
  /** The build that drew it (src/boot.js's BUILD, on <html data-build>): another build's markup may differ. */
  build: string;
  /** The layout query and whether it matched: a phone's screen is not a desktop's (cards, not a table). */
  media: string;
  matches: boolean;
  markup: string;
}

/** A list waiting for rows: refreshing (DataTable's aria-busy) or holding their place. */
const UNSETTLED = '[data-list][aria-busy="true"], [data-list] [aria-busy="true"], .data-placeholder';

/** What boot.js looks a kept screen up by. */
const addressOf = (doc: Document): string => doc.location.pathname + doc.location.search;

/**
 * The screen as the next visit's first render will show it: the lists' rows dimmed under the refreshing badge,
 * without toasts, and without ids (the app's own elements carry them while both are in the page).
 */
function screenCopy(root: HTMLElement, refreshingLabel: string): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(TRANSIENT).forEach((element) => element.remove());
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  markListsRefreshing(copy, refreshingLabel);
  return copy.innerHTML;
}

/**
 * Keeps the screen now on display for the next visit of this address by this user; `refreshingLabel` is the
 * refreshing badge's text in the screen's language.
 */
export function keepScreen(userId: string, refreshingLabel: string, doc: Document = document): void {
  const root = doc.getElementById('root');
  const stylesheet = doc.getElementById('bootstrap-stylesheet')?.getAttribute('href');
  // A screen still loading a list (another query asked for meanwhile) is not the one to start from.
  if (!root || !stylesheet || root.querySelector(UNSETTLED)) return;
  const markup = screenCopy(root, refreshingLabel);
  if (markup.length > KEPT_MARKUP_LIMIT) return;
  const page = doc.documentElement;
  const address = addressOf(doc);
  const screen: KeptScreen = {
    user: userId,
    language: page.lang,
    dir: page.dir,
    stylesheet,
    build: page.dataset.build ?? '',
    media: MOBILE_QUERY,
    matches: doc.defaultView?.matchMedia(MOBILE_QUERY).matches === true,
    markup,
  };
  const others = Object.entries(readStoredRecord<KeptScreen>(KEPT_SCREENS_KEY)).filter(
    ([kept]) => kept !== address,
  );
  try {
    localStorage.setItem(
      KEPT_SCREENS_KEY,
      JSON.stringify(Object.fromEntries([...others.slice(-(KEPT_ADDRESSES - 1)), [address, screen]])),
    );
  } catch {
    // Storage full or unavailable: the next visit draws its screen once the app has loaded, as without it.
  }
}

/**
 * Keeps the screen once the change just made (a list's fresh rows) is drawn, when the page is idle: unless the
 * user has gone to another address meanwhile, whose screen is not the one that answer drew.
 */
export function keepScreenWhenDrawn(userId: string, refreshingLabel: string): void {
  const answeredAt = addressOf(document);
  requestAnimationFrame(() => {
    const keep = () => {
      if (addressOf(document) === answeredAt) keepScreen(userId, refreshingLabel);
    };
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(keep, { timeout: 1_000 });
    else window.setTimeout(keep, 0);
  });
}
