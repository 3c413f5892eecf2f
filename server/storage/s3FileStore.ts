import { Readable } from 'node:stream';
import type { FileStore, OpenedFile } from './fileStore';
import { sha256Hex, signRequest, type S3Credentials } from './signature';

export type S3Settings = {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Put before every stored name ("souq/"), so one bucket can hold several deployments. */
  prefix: string;
  credentials: S3Credentials;
};

/** A call slower than this fails instead of holding the request that made it. */
const S3_CALL_MS = 30_000;

export class StorageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Files in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which every such service
 * accepts. Files here are small (documents and photos within MAX_UPLOAD_BYTES, spreadsheets within
 * SHEET_FILE_BYTES_LIMIT), so each is read whole.
 */
export const s3FileStore = (settings: S3Settings): FileStore => {
  const urlOf = (name: string) =>
    new URL(
      `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(settings.prefix + name).replace(/%2F/g, '/')}`,
    );

  const call = async (method: string, name: string, body?: Buffer, headers: Record<string, string> = {}) => {
    const url = urlOf(name);
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: sha256Hex(body ?? ''),
      credentials: settings.credentials,
      region: settings.region,
      now: new Date(),
    });
    // fetch sets Host itself from the URL; the signature covers the same value.
    const { host: _host, ...sent } = signed;
    return fetch(url, {
      method,
      headers: sent,
      body: body && new Uint8Array(body),
      signal: AbortSignal.timeout(S3_CALL_MS),
    });
  };

  const failure = async (response: Response, what: string) =>
    new StorageError(
      response.status,
      `S3 ${what} answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`,
    );

  const read = async (name: string): Promise<Buffer | null> => {
    const response = await call('GET', name);
    if (response.status === 404) return null;
    if (!response.ok) throw await failure(response, `GET ${name}`);
    return Buffer.from(await response.arrayBuffer());
  };

  return {
    async put(name, bytes, mime) {
      // If-None-Match refuses to overwrite an existing object, where the service supports it.
      const response = await call('PUT', name, bytes, { 'content-type': mime, 'if-none-match': '*' });
      if (!response.ok) throw await failure(response, `PUT ${name}`);
    },
    async open(name, headBytes): Promise<OpenedFile | null> {
      const bytes = await read(name);
      if (!bytes) return null;
      return { size: bytes.length, head: bytes.subarray(0, headBytes), body: Readable.from([bytes]) };
    },
    read,
    async size(name) {
      const response = await call('HEAD', name);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response, `HEAD ${name}`);
      return Number(response.headers.get('content-length'));
    },
    async remove(names) {
      await Promise.all(
        names.map(async (name) => {
          const response = await call('DELETE', name);
          if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${name}`);
        }),
      );
    },
  };
};
