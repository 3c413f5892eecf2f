import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FileStore } from '../storage/fileStore';
import { UploadError, type Bilingual } from './errors';
import { fileUrl, type FileKind } from './storedFiles';
import { newId, nowIso } from './ids';
import { containsPattern } from './listQuery';
import { RateLimitError } from './rateLimiter';
import { lockUser } from './users';
import { MAX_UPLOAD_BYTES } from '../../src/lib/uploads';

export type ImageType = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

/** The one limit of the app and the API (src/lib/uploads.ts), re-exported for the routes that check it. */
export { MAX_UPLOAD_BYTES };

/** Enough of a file's first bytes to recognise every type below. */
export const SNIFF_BYTES = 16;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

/**
 * Decides the type from the file's first bytes, never from its name or the client's content type, so a
 * script renamed to .png is not served as an image.
 */
export const sniffImage = (buffer: Buffer): ImageType | null => {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' };
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buffer, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
};

/** A PDF starts with `%PDF-` (company registration documents may be scans or PDFs). */
export const sniffPdf = (buffer: Buffer): { ext: 'pdf'; mime: string } | null =>
  startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d]) ? { ext: 'pdf', mime: 'application/pdf' } : null;

/** Where the local store keeps files (server/storage/localFileStore.ts), unless FILE_STORAGE=s3. */
export const filesDir = (dataDir: string): string => path.join(dataDir, 'files');

/** Stores the buffer under an unguessable name and returns that name (not a path). */
export const saveUpload = async (
  files: FileStore,
  buffer: Buffer,
  ext: string,
  mime: string,
): Promise<string> => {
  const safeExt =
    ext
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 5) || 'bin';
  const name = `${randomBytes(16).toString('hex')}.${safeExt}`;
  await files.put(name, buffer, mime);
  return name;
};

/** A body that ended before its file did (a dropped connection, a client that gave up). */
const INCOMPLETE_UPLOAD: Bilingual = {
  en: 'The file did not arrive whole. Please upload it again.',
  ar: 'لم يصل الملف كاملًا. يرجى رفعه مرة أخرى.',
};

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Reads the one file of a multipart request, whole and within `maxBytes`: a file cut off at the limit is
 * refused (413), never stored, and so is a body that ends before the file does (400). `messages` word the
 * refusals in both languages.
 */
export const readFilePart = async (
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: { fileRequired: Bilingual; tooLarge: Bilingual },
): Promise<Buffer> => {
  if (!request.isMultipart()) throw new UploadError(400, messages.fileRequired);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw new UploadError(400, messages.fileRequired);
  }
  if (!part || part.fieldname !== field) throw new UploadError(400, messages.fileRequired);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError(413, messages.tooLarge);
    throw new UploadError(400, INCOMPLETE_UPLOAD);
  }
  if (part.file.truncated || buffer.length > maxBytes) throw new UploadError(413, messages.tooLarge);
  if (buffer.length === 0) throw new UploadError(400, messages.fileRequired);
  return buffer;
};

/** The refusal of an image or document over MAX_UPLOAD_BYTES. */
const UPLOAD_TOO_LARGE: Bilingual = {
  en: `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
  ar: `حجم الملف أكبر من ${MAX_UPLOAD_BYTES / (1024 * 1024)} ميجابايت`,
};

/**
 * The image of an upload (multipart field `image`, within MAX_UPLOAD_BYTES), its type decided by its bytes;
 * with `allowPdf`, a PDF is accepted too. `messages` word the refusals of a missing file and of another type.
 */
export const readImagePart = async (
  request: FastifyRequest,
  messages: { fileRequired: Bilingual; wrongType: Bilingual },
  allowPdf = false,
): Promise<{ buffer: Buffer; type: { ext: string; mime: string } }> => {
  const buffer = await readFilePart(request, 'image', MAX_UPLOAD_BYTES, {
    fileRequired: messages.fileRequired,
    tooLarge: UPLOAD_TOO_LARGE,
  });
  const type = sniffImage(buffer) ?? (allowPdf ? sniffPdf(buffer) : null);
  if (!type) throw new UploadError(400, messages.wrongType);
  return { buffer, type };
};

/**
 * Counts one upload against the caller's hourly allowance (rule `upload`), before a byte of the body is
 * read, so a flood costs neither memory nor disk. Refusals answer in the upload shape (`errors.detail`,
 * docs/api.md) with Retry-After.
 */
export const admitUpload = async (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> => {
  try {
    await request.server.rateLimiter.consume([{ rule: 'upload', key: userId }]);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    reply.header('Retry-After', String(error.retryAfterSeconds));
    throw new UploadError(429, error.bilingual);
  }
};

const megabytes = (bytes: number): string => {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
};

export const quotaMessage = (quotaBytes: number): Bilingual => ({
  en: `This file would take your uploaded files over your ${megabytes(quotaBytes)} MB storage quota. Replace or remove files you no longer need first.`,
  ar: `سيتجاوز هذا الملف المساحة المتاحة لملفاتك المرفوعة (${megabytes(quotaBytes)} ميجابايت). استبدل الملفات التي لم تعد بحاجة إليها أو احذفها أولًا.`,
});

/**
 * True while something still points at a stored name: a user document, product photo or category logo. Names
 * are 32 random hex characters, so a substring match cannot hit anything else. A seller may put any of our
 * URLs on a product (update-product accepts them), so a photo another product shows is kept.
 */
const isReferenced = async (db: Db, storedName: string): Promise<boolean> => {
  const like = containsPattern(storedName);
  const { rows } = await sql<{ one: number }>`SELECT 1 AS one WHERE
      EXISTS (SELECT 1 FROM users
        WHERE kyc LIKE ${like} ESCAPE '\\' OR company_registration LIKE ${like} ESCAPE '\\')
      OR EXISTS (SELECT 1 FROM products WHERE product_images LIKE ${like} ESCAPE '\\')
      OR EXISTS (SELECT 1 FROM categories WHERE img LIKE ${like} ESCAPE '\\')`.execute(db);
  return rows.length > 0;
};

/**
 * Of the stored names a change took out of use, those to delete: recorded with the same kind (a name of
 * another kind that found its way into a product's photo list is never deleted through it) or not recorded
 * at all (seeded documents, files from before the table was kept), and no longer referenced. Call it inside
 * the transaction that made the change, with that transaction.
 */
const releasable = async (db: Db, storedNames: readonly string[], kind: FileKind): Promise<string[]> => {
  const freed: string[] = [];
  for (const name of new Set(storedNames)) {
    const row = await db
      .selectFrom('files')
      .select('kind')
      .where('stored_name', '=', name)
      .executeTakeFirst();
    if ((!row || row.kind === kind) && !(await isReferenced(db, name))) freed.push(name);
  }
  return freed;
};

const forget = async (db: Db, storedNames: readonly string[]): Promise<void> => {
  if (storedNames.length === 0) return;
  await db.deleteFrom('files').where('stored_name', 'in', storedNames).execute();
};

export interface NewUpload {
  /** Whose storage the file counts against (the user a document belongs to, the seller of a product…). */
  owner: string;
  kind: FileKind;
  buffer: Buffer;
  type: { ext: string; mime: string };
  /**
   * Runs inside the transaction that records the file, with that transaction (use it for every query: the
   * outer database would wait for the transaction to end): puts its bare URL where it belongs and answers the
   * stored names it took the place of. Those are deleted, rows and disk, unless something still uses them.
   */
  attach: (trx: Db, url: string, storedName: string) => Promise<readonly string[]>;
}

/**
 * Stores an upload within the owner's quota and deletes what it replaces. The file is written first, then
 * claimed in one transaction (quota check, row, reference swap), so two uploads at once cannot both squeeze
 * under the quota; a refused or failed claim removes the written file, so nothing partial stays behind.
 * Replaced files count as freed, so a user at the quota can still replace a document.
 */
export const storeUpload = async (app: FastifyInstance, upload: NewUpload): Promise<string> => {
  const { db, settings } = app;
  const storedName = await saveUpload(app.fileStore, upload.buffer, upload.type.ext, upload.type.mime);
  let released: string[];
  try {
    released = await db.transaction().execute(async (trx) => {
      // The owner's uploads are claimed one at a time (on PostgreSQL a row lock until the commit), so the sum
      // below counts every file claimed before this one.
      await lockUser(trx, upload.owner);
      const replaced = await upload.attach(trx, fileUrl(storedName), storedName);
      const freed = await releasable(
        trx,
        replaced.filter((name) => name !== storedName),
        upload.kind,
      );
      const owned = trx
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
        .where('owner_user_id', '=', upload.owner);
      const used = (await owned.executeTakeFirstOrThrow()).bytes;
      const freedBytes =
        freed.length === 0
          ? 0
          : (await owned.where('stored_name', 'in', freed).executeTakeFirstOrThrow()).bytes;
      if (used - freedBytes + upload.buffer.length > settings.uploadQuotaBytes) {
        throw new UploadError(413, quotaMessage(settings.uploadQuotaBytes));
      }
      await trx
        .insertInto('files')
        .values({
          id: newId(),
          owner_user_id: upload.owner,
          kind: upload.kind,
          stored_name: storedName,
          mime: upload.type.mime,
          size: upload.buffer.length,
          created_at: nowIso(),
        })
        .execute();
      await forget(trx, freed);
      return freed;
    });
  } catch (error) {
    await app.fileStore.remove([storedName]);
    throw error;
  }
  await app.fileStore.remove(released);
  return storedName;
};

/**
 * Deletes files a change outside an upload took out of use (photos dropped from a product's list). Call it
 * after the change is written; the disk removal finishes in the background.
 */
export const releaseFiles = async (
  app: FastifyInstance,
  storedNames: readonly string[],
  kind: FileKind,
): Promise<void> => {
  if (storedNames.length === 0) return;
  const released = await app.db.transaction().execute(async (trx) => {
    const freed = await releasable(trx, storedNames, kind);
    await forget(trx, freed);
    return freed;
  });
  // Gone from disk before the answer: a caller that lists the files next does not see them.
  await app.fileStore.remove(released).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not delete released files');
  });
};
