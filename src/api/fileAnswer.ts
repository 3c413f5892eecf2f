import type { AxiosRequestConfig } from 'axios';

/**
 * How a call that answers a file is asked: its bytes as they come, and a refusal (JSON) read back as JSON, so
 * the one error handling of the client shows it like any other call's.
 */
export const FILE_ANSWER: AxiosRequestConfig = {
  responseType: 'arraybuffer',
  transformResponse: (data: unknown, headers) =>
    data instanceof ArrayBuffer && String(headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(new TextDecoder().decode(data)) as unknown)
      : data,
};
