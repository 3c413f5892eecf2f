/**
 * Where uploaded files live (documents, photos, logos, spreadsheets). The API knows files only by their stored
 * name (server/lib/uploads.ts); a store keeps the bytes: a folder on this machine by default, or an
 * S3-compatible bucket (FILE_STORAGE=s3), which several instances of the API can share.
 */
import type { Readable } from 'node:stream';

export interface OpenedFile {
  size: number;
  /** The first bytes, to tell what the file is (server/lib/uploads.ts sniffImage). */
  head: Buffer;
  /** The whole file, from its first byte; the store releases what it holds when the stream ends or fails. */
  body: Readable;
}

export interface FileStore {
  /** Stores a new file; refuses a name already taken (names are random, so that would be a bug). */
  put(name: string, bytes: Buffer, mime: string): Promise<void>;
  /** The file, or null when there is none by that name. */
  open(name: string, headBytes: number): Promise<OpenedFile | null>;
  read(name: string): Promise<Buffer | null>;
  size(name: string): Promise<number | null>;
  /** Deletes files; one already gone is not an error. */
  remove(names: readonly string[]): Promise<void>;
}
