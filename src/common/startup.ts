export const SPINNER_REMOVAL_DELAY_MS = 500;

/** Resolves once the window has loaded (at once when it already has). */
export const whenPageLoaded = (win: Window = window): Promise<void> =>
  new Promise((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });

/** The page-load spinner in index.html stays until the window has loaded, then goes 500 ms later. */
export function removeInitialSpinner(win: Window = window): void {
  const remove = () =>
    win.setTimeout(() => win.document.getElementById('initial-spinner')?.remove(), SPINNER_REMOVAL_DELAY_MS);
  if (win.document.readyState === 'complete') remove();
  else win.addEventListener('load', remove, { once: true });
}

/**
 * Once a route has rendered, the start-up screen must not hide it: until its removal (above) it shrinks to a
 * small spinner in a corner that lets every click through.
 */
export function shrinkInitialSpinner(doc: Document = document): void {
  doc.getElementById('initial-spinner')?.classList.add('initial-spinner--compact');
}

let markFirstScreenDrawn: () => void = () => undefined;

/**
 * Settles once the first route has been drawn (src/app/layout/RootLayout.tsx): what the first screen does not need
 * (the API client's library, when no call has asked for it yet) waits for it rather than delaying it.
 */
export const firstScreenDrawn = new Promise<void>((resolve) => {
  markFirstScreenDrawn = resolve;
});

export const noteFirstScreenDrawn = (): void => markFirstScreenDrawn();
