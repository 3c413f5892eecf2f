/**
 * Image links in a product spreadsheet: one http(s) address per cell, never a private or local host (the
 * marketplace fetches them), and a warning for addresses that are plainly pages rather than images.
 */
export type ImageLinkProblem = 'invalidImageUrl' | 'oneLinkPerCell' | 'privateImageHost';
export type ImageLinkWarning = 'notAnImageLink';

export type ImageLinkCheck =
  { ok: true; url: string; warning: ImageLinkWarning | null } | { ok: false; problem: ImageLinkProblem };

export const MAX_IMAGE_URL_LENGTH = 2000;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|bmp|tiff?)$/i;
const PAGE_EXTENSION = /\.(html?|php|aspx?|jsp|cgi)$/i;
/** Hosts whose links open a viewer page, not the image itself. */
const SHARE_PAGES: readonly RegExp[] = [
  /^(drive|docs)\.google\.com$/,
  /^photos\.app\.goo\.gl$/,
  /^photos\.google\.com$/,
  /^(www\.)?dropbox\.com$/,
  /^(www\.)?(facebook|instagram)\.com$/,
  /^1drv\.ms$/,
  /^onedrive\.live\.com$/,
  /^(www\.)?wetransfer\.com$/,
];

/** Loopback, private, link-local, carrier-grade NAT and unspecified IPv4 ranges. */
const isPrivateIPv4 = (host: string): boolean => {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return false;
  const [a = 0, b = 0] = match.slice(1, 3).map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
};

const isPrivateHost = (hostname: string): boolean => {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host.includes(':')) {
    // IPv6: loopback, unspecified, unique-local, link-local and IPv4-mapped addresses.
    return /^(::1?|f[cd][0-9a-f]{2}:.*|fe[89ab][0-9a-f]:.*|::ffff:.*)$/.test(host);
  }
  if (isPrivateIPv4(host)) return true;
  // A bare number is an IPv4 address in another notation (http://2130706433/ is 127.0.0.1).
  if (/^(0x[0-9a-f]+|\d+)$/.test(host) || /^[\d.]+$/.test(host)) return true;
  return (
    !host.includes('.') ||
    host === 'localhost' ||
    /\.(localhost|local|internal|intranet|lan|home|corp|test|invalid|example)$/.test(host)
  );
};

export const checkImageLink = (text: string): ImageLinkCheck => {
  const value = text.trim();
  // Two addresses in one cell (a space, a comma or a line between them) are two links; a lone address with a
  // space inside is simply not a valid one.
  if ((value.match(/https?:\/\//gi) ?? []).length > 1) return { ok: false, problem: 'oneLinkPerCell' };
  if (/\s/.test(value)) return { ok: false, problem: 'invalidImageUrl' };
  if (value.length > MAX_IMAGE_URL_LENGTH || !/^https?:\/\//i.test(value)) {
    return { ok: false, problem: 'invalidImageUrl' };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'invalidImageUrl' };
  }
  if (url.username || url.password) return { ok: false, problem: 'invalidImageUrl' };
  if (isPrivateHost(url.hostname)) return { ok: false, problem: 'privateImageHost' };
  const path = url.pathname.replace(/\/+$/, '');
  const isPage =
    PAGE_EXTENSION.test(path) ||
    SHARE_PAGES.some((pattern) => pattern.test(url.hostname.toLowerCase())) ||
    !IMAGE_EXTENSION.test(path);
  return { ok: true, url: url.href, warning: isPage ? 'notAnImageLink' : null };
};
