import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Serves the yardstick's build the way the reference API serves the app (gzip -9 when accepted, index.html
 * for unknown paths, hashed files cached for good), so the comparison is about the pages, not the servers.
 */
export async function serveStatic(root: string, port: number): Promise<Server> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const wanted = path.join(root, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const file = path.extname(wanted) ? wanted : path.join(root, 'index.html');
    readFile(file)
      .then((content) => {
        const gzip =
          /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && content.length > 1024;
        let body: Buffer = content;
        if (gzip) {
          body = cache.get(file) ?? gzipSync(content, { level: 9 });
          cache.set(file, body);
        }
        response.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          // The same cache policy as the app's server: hashed build files for good, the page revalidated.
          'cache-control': file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(body);
      })
      .catch(() => {
        response.writeHead(404).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
