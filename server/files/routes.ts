import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, MESSAGES } from '../lib/errors';
import { isValidGrant, PUBLIC_FILE_KINDS } from '../lib/fileAccess';
import { ERROR_RESPONSES } from '../lib/responseSchemas';
import { filesDir, sniffImage, SNIFF_BYTES, STORED_NAME_PATTERN } from '../lib/uploads';
import { fileKindLookup, recordUntrackedFiles } from './queries';

/**
 * Uploaded files, by their unguessable name. Product photos and category logos are public at
 * `/files/<name>`; documents and spreadsheets only at `/files/<exp>.<sig>/<name>`, a signed URL the API gives
 * to the owner and admins (server/lib/fileAccess.ts has the rule and why). Whatever the reason a file is not
 * served (unknown name, private kind without a valid signature, expired, replaced), the answer is the same
 * 404, so nobody can probe which names exist. Only files with a row in `files` are served: a replaced file
 * loses its row in the same transaction that swaps it out, so an old signed URL stops working at once.
 *
 * Files are streamed from disk: the type is decided from the first bytes only, so a request costs a small
 * buffer whatever the file's size. Anything that is not an image is a download, never rendered inline.
 */
export const filesRoutes = async (app: FastifyInstance): Promise<void> => {
  // buildApp has seeded by now: seeded documents (and logos from before logos were recorded) get their rows.
  await recordUntrackedFiles(app.db, app.settings.dataDir);
  const kindOf = fileKindLookup(app.db);

  const notFound = () => new ApiError(404, MESSAGES.notFound);

  const send = async (reply: FastifyReply, name: string, isPrivate: boolean) => {
    let handle: FileHandle;
    try {
      handle = await open(path.join(filesDir(app.settings.dataDir), name), 'r');
    } catch {
      throw notFound();
    }
    try {
      const { size } = await handle.stat();
      const head = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
      const image = sniffImage(head.subarray(0, bytesRead));
      // The open handle keeps the bytes readable even if a replacement deletes the file meanwhile; the stream
      // closes it when done or when the client goes away.
      const stream = handle.createReadStream({ start: 0 });
      // Identity documents are not kept in browser or proxy caches; their URL expires anyway.
      reply.header('Cache-Control', isPrivate ? 'private, no-store' : 'private, max-age=86400');
      reply.header('Content-Length', size);
      if (image) return reply.type(image.mime).send(stream);
      return reply
        .type('application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(stream);
    } catch (error) {
      await handle.close();
      throw error;
    }
  };

  // The file itself is streamed as it is; only a refusal is JSON.
  const schema = { response: ERROR_RESPONSES };

  app.get<{ Params: { name: string } }>('/files/:name', { schema }, async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME_PATTERN.test(name)) throw notFound();
    const kind = kindOf(name);
    if (!kind || !PUBLIC_FILE_KINDS.has(kind)) throw notFound();
    return send(reply, name, false);
  });

  app.get<{ Params: { grant: string; name: string } }>(
    '/files/:grant/:name',
    { schema },
    async (request, reply) => {
      const { grant, name } = request.params;
      if (!STORED_NAME_PATTERN.test(name) || !isValidGrant(name, grant)) throw notFound();
      const kind = kindOf(name);
      if (!kind) throw notFound();
      return send(reply, name, !PUBLIC_FILE_KINDS.has(kind));
    },
  );
};
