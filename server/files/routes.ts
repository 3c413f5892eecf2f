import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentFileName, isDocumentFileNameOf, isDocumentKind } from '../../src/lib/documentFileName';
import { ApiError, MESSAGES } from '../lib/errors';
import { isValidGrant, PUBLIC_FILE_KINDS } from '../lib/fileAccess';
import { ERROR_RESPONSES } from '../lib/responseSchemas';
import { segmentParamsSchema } from '../lib/ids';
import { STORED_NAME_PATTERN } from '../lib/storedFiles';
import { sniffImage, sniffPdf, SNIFF_BYTES } from '../lib/uploads';
import { findFileRecord, recordUntrackedFiles, type FileRecord } from './queries';

/**
 * The security headers of a served file, in place of the app's (server/app.ts) on these two routes only, so
 * the admin's document viewer can show a PDF inline in an <iframe> (docs/review.md). The app's headers forbid every
 * page, its own included, to frame anything (`frame-ancestors 'none'`, `X-Frame-Options: DENY`): a file may
 * be framed by pages of its own origin instead, still by no other site. Chrome draws a PDF through a plugin
 * inside a page it makes up and lays that page out with inline styles, which the app's `object-src 'none'`
 * would block: objects, inline styles and the viewer's own blob: and data: resources of the file's page are
 * allowed. Nothing a file is served as runs a script of ours (images, PDFs and downloads only, with nosniff).
 */
const FILE_HEADERS: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'", 'blob:', 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      objectSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  frameguard: { action: 'sameorigin' },
};

/** `?download` asks for a download; its value, the name the app chose (checked before it is used). */
const downloadAsked = (request: FastifyRequest): string | undefined => {
  const asked = (request.query as Record<string, unknown> | undefined)?.download;
  if (asked === undefined) return undefined;
  return typeof asked === 'string' ? asked : '';
};

/**
 * Uploaded files, by their unguessable name. Product photos and category logos are public at
 * `/files/<name>`; documents and spreadsheets only at `/files/<exp>.<sig>/<name>`, a signed URL the API gives
 * to the owner and admins (server/lib/fileAccess.ts has the rule and why). Whatever the reason a file is not
 * served (unknown name, private kind without a valid signature, expired, replaced), the answer is the same
 * 404, so nobody can probe which names exist. Only files with a row in `files` are served: a replaced file
 * loses its row in the same transaction that swaps it out, so an old signed URL stops working at once.
 *
 * Files are streamed from disk: the type is decided from the first bytes only, so a request costs a small
 * buffer whatever the file's size. Images, and PDFs among a user's documents, are shown inline (the admin's
 * document viewer); anything else is a download, never rendered inline.
 */
export const filesRoutes = async (app: FastifyInstance): Promise<void> => {
  // buildApp has seeded by now: seeded documents (and logos from before logos were recorded) get their rows.
  await recordUntrackedFiles(app.db, app.fileStore);

  const notFound = () => new ApiError(404, MESSAGES.notFound);

  /**
   * A user's document is saved as `RCRT-000014-front-id-2026-11-23.png` (src/lib/documentFileName.ts): the
   * name the app asked for when it is that rule's name of this user's document of this type (the app dates it
   * by the document's submission), else the rule's name dated by the upload. Anything else keeps its stored name.
   */
  const fileNameOf = (name: string, record: FileRecord, mime: string | null, asked: string | undefined) => {
    if (!mime || !isDocumentKind(record.kind)) return name;
    const owner = { refId: record.owner_ref_id, kind: record.kind, mime };
    if (asked && isDocumentFileNameOf(asked, owner)) return asked;
    return documentFileName({ ...owner, submittedAt: record.created_at });
  };

  const send = async (
    reply: FastifyReply,
    name: string,
    record: FileRecord,
    isPrivate: boolean,
    asked: string | undefined,
  ) => {
    const opened = await app.fileStore.open(name, SNIFF_BYTES);
    if (!opened) throw notFound();
    const { size, head, body: stream } = opened;
    try {
      const image = sniffImage(head);
      // Only a user's document is shown as a PDF (the company registration may be a scan in one).
      const pdf = !image && isDocumentKind(record.kind) ? sniffPdf(head) : null;
      const shown = image ?? pdf;
      // Identity documents are not kept in browser or proxy caches; their URL expires anyway.
      reply.header('Cache-Control', isPrivate ? 'private, no-store' : 'private, max-age=86400');
      reply.header('Content-Length', size);
      const fileName = fileNameOf(name, record, shown?.mime ?? null, asked);
      // A viewer's request is shown inline; `?download` saves the file under its readable name.
      if (shown && asked === undefined) {
        if (isDocumentKind(record.kind)) {
          reply.header('Content-Disposition', `inline; filename="${fileName}"`);
        }
        return reply.type(shown.mime).send(stream);
      }
      return reply
        .type(shown?.mime ?? 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    } catch (error) {
      stream.destroy();
      throw error;
    }
  };

  // The file itself is streamed as it is; only a refusal is JSON. `?download` is read by hand rather than checked
  // by a schema, so a malformed one answers like any other request this route does not serve, never 400: the
  // query schema only documents it (no type, so it accepts anything).
  const options = (summary: string, ...params: string[]) => ({
    schema: {
      summary,
      params: segmentParamsSchema(...params),
      querystring: {
        type: 'object',
        properties: {
          download: { description: 'Given: save the file under its readable name (a document)' },
        },
      },
      response: ERROR_RESPONSES,
    },
    helmet: FILE_HEADERS,
    config: {
      answers: {
        type: 'application/octet-stream',
        description: 'The file (an image or a PDF), by its bytes',
      },
    },
  });

  app.get<{ Params: { name: string } }>(
    '/files/:name',
    options('A public file (a product photo, a category logo) by its stored name', 'name'),
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME_PATTERN.test(name)) throw notFound();
      const record = await findFileRecord(app.db, name);
      if (!record || !PUBLIC_FILE_KINDS.has(record.kind)) throw notFound();
      return send(reply, name, record, false, downloadAsked(request));
    },
  );

  app.get<{ Params: { grant: string; name: string } }>(
    '/files/:grant/:name',
    options('A private file (a user’s document) through a signed, expiring link', 'grant', 'name'),
    async (request, reply) => {
      const { grant, name } = request.params;
      if (!STORED_NAME_PATTERN.test(name) || !isValidGrant(name, grant)) throw notFound();
      const record = await findFileRecord(app.db, name);
      if (!record) throw notFound();
      return send(reply, name, record, !PUBLIC_FILE_KINDS.has(record.kind), downloadAsked(request));
    },
  );
};
