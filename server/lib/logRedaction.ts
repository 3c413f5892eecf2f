/**
 * What the request log may show of an address. Some addresses carry a secret: a password-reset link
 * (`/password-reset/<user>/<token>`, and the API call it makes), a signed file URL (`/files/<expiry>.<signature>/…`)
 * and any query parameter named like a token or a key. Anyone who reads a log holding one could use it, so the log
 * keeps the shape of the address and drops the secret.
 */
export const REDACTED = '[redacted]';

/** Path segments that follow a marker and are secrets: the reset link's token, the file URL's signature. */
const SECRET_PATHS: readonly [RegExp, string][] = [
  // /password-reset/<user id>/<token> (the app's page) and /accounts/reset-password/<user id>/<token> (the API).
  [/(\/(?:password-reset|reset-password)\/[^/?#]+\/)[^/?#]+/gi, `$1${REDACTED}`],
  // /files/<expiry>.<signature>/<stored name>
  [/(\/files\/\d+\.)[^/?#]+/gi, `$1${REDACTED}`],
];

/** Parts of a query parameter's name that make its value a secret, whatever the route. */
const SECRET_WORDS = /token|secret|passw|signature|apikey|jwt|otp/i;
const SECRET_PARTS: ReadonlySet<string> = new Set(['sig', 'key', 'auth', 'code']);

/** `token`, `accessToken`, `access_token`, `sig`, `api-key`, `auth`: a name like a secret's. */
const isSecretParameter = (name: string): boolean =>
  SECRET_WORDS.test(name) ||
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((part) => SECRET_PARTS.has(part));

/** The address as the log may show it. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const safePath = SECRET_PATHS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    path,
  );
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, equals).replace(/\+/g, ' '));
      } catch {
        name = pair.slice(0, equals);
      }
      return isSecretParameter(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * How the request log describes a request: its method, address without secrets, host and client address. The
 * headers (the `Authorization` bearer token, cookies) and the body are never logged.
 */
export const requestLogSerializer = (request: {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host ?? request.hostname,
  remoteAddress: request.ip,
});
