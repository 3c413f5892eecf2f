import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UploadError, type Bilingual } from './errors';

export type ImageType = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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

/** Stored names: 32 random hex characters plus an extension; nothing else is ever served from files/. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export const filesDir = (dataDir: string): string => path.join(dataDir, 'files');

/** Writes the buffer under an unguessable name and returns that name (not a path). */
export const saveUpload = async (dataDir: string, buffer: Buffer, ext: string): Promise<string> => {
  const safeExt =
    ext
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 5) || 'bin';
  const name = `${randomBytes(16).toString('hex')}.${safeExt}`;
  await mkdir(filesDir(dataDir), { recursive: true });
  await writeFile(path.join(filesDir(dataDir), name), buffer, { flag: 'wx' });
  return name;
};

/** The public URL of a stored file, as the app receives it in url / admin_url fields. */
export const fileUrl = (storedName: string): string => `/api/v1/files/${storedName}`;

export interface FilePart {
  buffer: Buffer;
  /** The name the file had on the user's device (for display only; never used as a path). */
  fileName: string;
}

/**
 * Reads the one file of a multipart request, whole and within `maxBytes`: a file cut off at the limit is
 * refused (413), never stored. `messages` word the refusals in both languages.
 */
export const readFilePart = async (
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: { fileRequired: Bilingual; tooLarge: Bilingual },
): Promise<FilePart> => {
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
  } catch {
    throw new UploadError(413, messages.tooLarge);
  }
  if (part.file.truncated || buffer.length > maxBytes) throw new UploadError(413, messages.tooLarge);
  if (buffer.length === 0) throw new UploadError(400, messages.fileRequired);
  return { buffer, fileName: part.filename ?? '' };
};
