/**
 * AWS Signature Version 4 for S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), written
 * out rather than pulling in an SDK for four calls. Checked against AWS's published examples
 * (tests/server/fileStore.test.ts).
 */
import { createHash, createHmac } from 'node:crypto';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: every byte but unreserved characters, slashes kept in a path. */
const encode = (text: string, keepSlash: boolean): string =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(keepSlash ? /%2F/g : /$^/, '/');

/** 20130524T000000Z */
export const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to send and sign (host and the x-amz ones are added). */
  headers: Record<string, string>;
  /** sha256 of the body in hex (of the empty string for none). */
  payloadHash: string;
  credentials: S3Credentials;
  region: string;
  now: Date;
  service?: string;
};

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export const signRequest = ({
  method,
  url,
  headers,
  payloadHash,
  credentials,
  region,
  now,
  service = 's3',
}: SignInput): Record<string, string> => {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    host: url.host,
    'x-amz-date': date,
    'x-amz-content-sha256': payloadHash,
  };
  const names = Object.keys(all).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${all[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key, false), encode(value, false)])
    .sort(([a, x], [b, y]) => (a === b ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    method,
    encode(decodeURIComponent(url.pathname), true),
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
};
