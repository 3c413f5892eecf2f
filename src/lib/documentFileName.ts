/**
 * The name a user's document is saved under (docs/review.md): whose it is, which document and the day it was sent,
 * `RCRT-000014-front-id-2026-11-23.png`, rather than the random name it is stored under. One rule for the app
 * (the link's `download` attribute) and the reference API (its Content-Disposition), so a file is named alike
 * whichever of the two names it.
 */

/** The reviewable documents of a user: front and back of the ID, company registration. */
export type DocumentKind = 'kyc_front' | 'kyc_back' | 'company_reg';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['kyc_front', 'kyc_back', 'company_reg'];

/** How each kind reads in a file name. */
export const DOCUMENT_SLUGS: Readonly<Record<DocumentKind, string>> = {
  kyc_front: 'front-id',
  kyc_back: 'back-id',
  company_reg: 'company-registration',
};

/** The types a document may have (ID scans are images; a company registration may be a PDF scan). */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * Days are Egypt's, where the marketplace trades: a document sent at 01:00 in Cairo is named after that day,
 * not after the UTC day before it, whatever the time zone of the server or of the admin's browser.
 */
export const DOCUMENT_TIME_ZONE = 'Africa/Cairo';

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

/** The file's extension for its (sniffed) type; `bin` for a type no document has. */
export const extensionOfType = (mime: string): string => EXTENSION_OF_TYPE[mime.toLowerCase()] ?? 'bin';

/**
 * The type of a stored file from its URL or name. Stored names end with the extension of the type sniffed
 * from the file's bytes when it was uploaded (server/lib/uploads.ts), so the ending is the type.
 */
export const typeOfStoredUrl = (url: string): string | null => {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  return TYPE_OF_EXTENSION[path.slice(dot + 1).toLowerCase()] ?? null;
};

export const isPdfUrl = (url: string): boolean => typeOfStoredUrl(url) === 'application/pdf';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

let dayFormat: Intl.DateTimeFormat | undefined;

/** The day (YYYY-MM-DD) a moment falls on in Egypt, or null for something that is no moment. */
export const calendarDayOf = (value: string | number | Date): string | null => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DOCUMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayFormat?.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** Only what a file name may hold anywhere: letters, digits and inner hyphens; `user` when nothing is left. */
const ownerPart = (refId: string | null | undefined): string =>
  (refId ?? '')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'user';

export interface DocumentFileNameParts {
  /** The user's reference id (`RCRT-000014`). */
  refId: string | null | undefined;
  kind: DocumentKind;
  /** The file's type; its extension follows from it. */
  mime: string;
  /** When the document was sent; today (in Egypt) when it is not known. */
  submittedAt?: string | null;
  now?: Date;
}

const nameOf = (refId: string | null | undefined, kind: DocumentKind, day: string, mime: string) =>
  `${ownerPart(refId)}-${DOCUMENT_SLUGS[kind]}-${day}.${extensionOfType(mime)}`;

/** `RCRT-000014-front-id-2026-11-23.png`: the user, the document, the day it was sent, its real extension. */
export function documentFileName({
  refId,
  kind,
  mime,
  submittedAt,
  now = new Date(),
}: DocumentFileNameParts): string {
  const day = (submittedAt ? calendarDayOf(submittedAt) : null) ?? calendarDayOf(now) ?? '';
  return nameOf(refId, kind, day, mime);
}

/**
 * True when `name` is the name this rule gives this user's document of this type on some real day: what the
 * API checks a name asked for (`?download=`) against before putting it in a header.
 */
export function isDocumentFileNameOf(
  name: string,
  { refId, kind, mime }: Pick<DocumentFileNameParts, 'refId' | 'kind' | 'mime'>,
): boolean {
  const day = /-(\d{4}-\d{2}-\d{2})\.[a-z0-9]{1,5}$/.exec(name)?.[1];
  return day !== undefined && isCalendarDay(day) && name === nameOf(refId, kind, day, mime);
}

/** The URL of a stored file asking the API to send it as a download under `fileName`. */
export const downloadUrl = (url: string, fileName: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}download=${encodeURIComponent(fileName)}`;
