import bootstrapLtrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import type { Language } from './index';

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

const STYLESHEET_ID = 'bootstrap-stylesheet';

/**
 * Points <html lang dir> and Bootstrap's stylesheet at the language. The stylesheet is swapped in place
 * (the new one is loaded before the old one is removed) so switching never needs a reload nor flashes
 * unstyled content.
 */
export function applyDirection(language: Language, doc: Document = document): void {
  const dir = directionOf(language);
  doc.documentElement.lang = language;
  doc.documentElement.dir = dir;
  const href = dir === 'rtl' ? bootstrapRtlHref : bootstrapLtrHref;
  const current = doc.getElementById(STYLESHEET_ID) as HTMLLinkElement | null;
  if (current?.getAttribute('href') === href) return;
  // The start-up script (src/boot.js) may have added this direction's stylesheet already: it becomes the named one.
  const early = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][data-dir="${dir}"]`)].find(
    (link) => link.getAttribute('href') === href,
  );
  if (early) {
    current?.remove();
    early.id = STYLESHEET_ID;
    return;
  }
  const next = doc.createElement('link');
  next.rel = 'stylesheet';
  next.href = href;
  next.dataset.dir = dir;
  if (current) {
    next.addEventListener('load', () => current.remove(), { once: true });
    current.after(next);
    next.id = STYLESHEET_ID;
    current.removeAttribute('id');
  } else {
    next.id = STYLESHEET_ID;
    const appStyles = doc.head.querySelector('link[rel="stylesheet"], style');
    doc.head.insertBefore(next, appStyles);
  }
}
