/**
 * Who may fetch which stored file (docs/security.md).
 *
 * Product photos and category logos are public: buyers, storefronts and the app show them with plain
 * <img> tags. Identity scans, company registration documents and uploaded spreadsheets are private: they are
 * served only through a signed, expiring URL, and the API hands such URLs out only inside the user records it
 * returns, which it returns only to the document's owner and to admins (an ambassador's view of a recruit
 * keeps the approval states but no document URLs, server/users/ambassadorView.ts). A bare or badly signed URL
 * answers 404, not 403, so a stranger cannot even learn that a name exists; a replaced document is deleted,
 * so its old signed URL answers 404 too.
 *
 * Signed URLs keep the stored name as their last segment (`/api/v1/files/<exp>.<sig>/<name>`) rather than
 * adding a query string: the app tells a PDF from an image by the URL's ending. A download is asked for with
 * `?download=<name>` on top (server/files/routes.ts), which the signature does not cover: it changes only how
 * the same file is sent and under which of its owner's readable names (src/lib/documentFileName.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JsonObject } from './json';
import { fileUrl, STORED_NAME_PATTERN, type FileKind } from './storedFiles';

/** Kinds anyone may fetch by bare URL; every other kind needs a signature (and a file without a row is never served). */
export const PUBLIC_FILE_KINDS: ReadonlySet<string> = new Set<FileKind>(['product_image', 'category_logo']);

/**
 * How long a signed document URL works. Long enough for a review session on the user-detail screen (the app
 * fetches the profile again on every page load), short enough that a URL copied out of a browser history
 * or a shared screen soon stops working.
 */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

const URL_PREFIX = fileUrl('');

let signingKey: Buffer | null = null;

/**
 * Sets the key of document URLs from the server's JWT secret, so every instance sharing that secret accepts
 * the others' URLs and they survive a restart. A separate key is derived (HMAC with a fixed label) so a URL
 * signature can never stand in for a token signature or the other way round. buildApp calls this once; until
 * it does, a random key for this process is used (URLs then last until a restart, like tokens without a
 * configured secret). One key per process, because there is one API per process.
 */
export const setFileSigningSecret = (secret: string): void => {
  signingKey = createHmac('sha256', secret).update('souq/file-url-signing/v1').digest();
};

const key = (): Buffer => (signingKey ??= randomBytes(32));

const signature = (storedName: string, expires: number): Buffer =>
  createHmac('sha256', key()).update(`${storedName}\n${expires}`).digest();

/** The URL path of one stored file, valid until `nowMs` + the TTL. */
export const signedFileUrl = (storedName: string, nowMs: number = Date.now()): string => {
  const expires = Math.floor(nowMs / 1000) + SIGNED_URL_TTL_SECONDS;
  return `${URL_PREFIX}${expires}.${signature(storedName, expires).toString('base64url')}/${storedName}`;
};

const GRANT_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** True when `grant` (the `<exp>.<sig>` segment) was issued by this server for `storedName` and has not expired. */
export const isValidGrant = (storedName: string, grant: string, nowMs: number = Date.now()): boolean => {
  const match = GRANT_PATTERN.exec(grant);
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= nowMs) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(storedName, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The stored name a URL of ours points at (bare or signed), or null for anything else (a link, ''). */
export const storedNameOf = (url: unknown): string | null => {
  if (typeof url !== 'string' || !url.startsWith(URL_PREFIX)) return null;
  const name = url.slice(url.lastIndexOf('/') + 1);
  return STORED_NAME_PATTERN.test(name) ? name : null;
};

/**
 * A user record's document blocks (`kyc.front`, `kyc.back`, `company_registration.doc`) with their `url` and
 * `admin_url` signed. The database keeps the bare URLs; signatures are made per answer.
 */
export const withSignedDocuments = (
  column: JsonObject,
  keys: readonly string[],
  nowMs = Date.now(),
): JsonObject => {
  const signed: JsonObject = { ...column };
  for (const key of keys) {
    const document = column[key];
    if (!document || typeof document !== 'object' || Array.isArray(document)) continue;
    const copy: JsonObject = { ...(document as JsonObject) };
    for (const field of ['url', 'admin_url']) {
      const name = storedNameOf(copy[field]);
      if (name) copy[field] = signedFileUrl(name, nowMs);
    }
    signed[key] = copy;
  }
  return signed;
};

/** The stored files among a product's photo links (links to other sites and data URLs are not ours). */
export const photoNames = (images: readonly { url?: string }[]): string[] =>
  images.flatMap((image) => storedNameOf(image.url) ?? []);
