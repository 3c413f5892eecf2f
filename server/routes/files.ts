import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, MESSAGES } from '../lib/errors';
import { filesDir, sniffImage, STORED_NAME_PATTERN } from '../lib/uploads';

/**
 * Uploaded files are served by their unguessable name (a capability URL), because <img> tags cannot send
 * the bearer token. The content type comes from the bytes; anything that is not an image is a download.
 */
export const filesRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME_PATTERN.test(name)) throw new ApiError(404, MESSAGES.notFound);
    let buffer: Buffer;
    try {
      buffer = await readFile(path.join(filesDir(app.settings.dataDir), name));
    } catch {
      throw new ApiError(404, MESSAGES.notFound);
    }
    const image = sniffImage(buffer);
    reply.header('Cache-Control', 'private, max-age=86400');
    if (image) return reply.type(image.mime).send(buffer);
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(buffer);
  });
};
