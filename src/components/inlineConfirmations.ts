/**
 * The inline confirmations open on the page (InlineConfirm), for the toast host: a toast is drawn over the
 * page, and one over the question the user is answering hides it or its buttons (on a phone a toast is as
 * wide as the screen). The host reads where they are and shows toasts at the other edge of the window.
 */
const open = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let version = 0;

const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Counts the element as an open confirmation until the returned function is called. */
export function trackInlineConfirmation(element: HTMLElement): () => void {
  open.add(element);
  changed();
  return () => {
    open.delete(element);
    changed();
  };
}

export function subscribeInlineConfirmations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a confirmation opens or closes (for useSyncExternalStore). */
export const inlineConfirmationsVersion = (): number => version;

export const openInlineConfirmations = (): HTMLElement[] => [...open];

/** The part of a box the window shows, top and bottom, in the window's coordinates. */
interface Span {
  top: number;
  bottom: number;
}

/**
 * Whether toasts go to the top edge: when a visible confirmation lies mostly in the lower half of the window,
 * where toasts are shown by default. A confirmation is a few lines high, so the other half keeps it clear of a
 * toast or two; none visible keeps them at the bottom.
 */
export function toastsBelongAtTop(spans: readonly Span[], windowHeight: number): boolean {
  return spans.some(({ top, bottom }) => {
    const shownTop = Math.max(top, 0);
    const shownBottom = Math.min(bottom, windowHeight);
    return shownBottom > shownTop && (shownTop + shownBottom) / 2 > windowHeight / 2;
  });
}
