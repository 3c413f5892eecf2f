/**
 * Packing slips and invoices of orders: as a PDF of one order or of many (rendered in the document pool's worker
 * threads), and as data for the app's print page. A seller gets the documents of their own lines only; admins
 * and sourcing users one document per seller of each order.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/languages';
import { documentsFileName, type OrderDocumentKind } from '../../src/lib/orderDocuments';
import type { OrderDocument } from '../../src/lib/api.generated';
import { currentUser, requireAuth } from '../lib/auth';
import { ApiError, MESSAGES } from '../lib/errors';
import { ERROR_RESPONSES } from '../lib/responseSchemas';
import { ORDERS_MESSAGES } from '../orders/messages';
import { ORDER_DOCUMENTS_MESSAGES as M } from './messages';
import { orderDocuments } from './queries';
import {
  DOCUMENT_PARAMS,
  DOCUMENT_QUERY,
  DOCUMENTS_BODY,
  DOCUMENTS_CONTENT_BODY,
  DOCUMENTS_CONTENT_RESPONSES,
  type DocumentParams,
  type DocumentQuery,
  type DocumentsBody,
  type DocumentsContentBody,
} from './schemas';

const PDF_TYPE = 'application/pdf';

export const orderDocumentsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;
  const limit = app.settings.orderDocuments.orders;

  /** The documents of the orders named, as the caller may see them; refusals in both languages. */
  const documentsFor = async (request: FastifyRequest, keys: readonly string[]): Promise<OrderDocument[]> => {
    const user = currentUser(request);
    if (keys.length > limit) throw new ApiError(400, M.tooMany(limit), { order_ids: M.tooMany(limit) });
    const sellerId = user.is_admin || user.is_sourcing ? null : user.id;
    const { documents, missing } = await orderDocuments(db, keys, sellerId);
    if (missing.length > 0) {
      const one = new Set(keys).size === 1;
      throw new ApiError(404, one ? ORDERS_MESSAGES.orderNotFound : M.someNotFound, undefined, {
        order_ids: missing,
      });
    }
    if (documents.length === 0) throw new ApiError(409, M.nothingToPrint);
    return documents;
  };

  const sendPdf = async (
    reply: FastifyReply,
    kind: OrderDocumentKind,
    language: Language,
    documents: OrderDocument[],
  ) => {
    const result = await app.documentPool.run({ kind, language, documents });
    if (!result.ok) {
      throw result.code === 'busy' ? new ApiError(503, MESSAGES.busy) : new ApiError(500, MESSAGES.internal);
    }
    const references = [...new Set(documents.map((document) => document.order_ref_id))];
    return reply
      .header('content-type', PDF_TYPE)
      .header('content-disposition', `attachment; filename="${documentsFileName(kind, references)}"`)
      .header('cache-control', 'private, no-store')
      .send(result.bytes);
  };

  const pdfAnswer = {
    answers: {
      type: PDF_TYPE,
      description: 'The documents as one PDF of A4 pages, each document from a page of its own',
    },
  };

  app.get<{ Params: DocumentParams; Querystring: DocumentQuery }>(
    '/orders/:orderId/documents/:kind',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'getOrderDocument',
        summary:
          'The packing slip or invoice of one order (by id or reference) as a PDF, in Arabic or English: one document per seller part the caller may see',
        params: DOCUMENT_PARAMS,
        querystring: DOCUMENT_QUERY,
        response: ERROR_RESPONSES,
      },
      config: pdfAnswer,
    },
    async (request, reply) => {
      const { orderId, kind } = request.params;
      const documents = await documentsFor(request, [orderId]);
      return sendPdf(reply, kind, request.query.lang ?? DEFAULT_LANGUAGE, documents);
    },
  );

  app.post<{ Body: DocumentsBody }>(
    '/orders/documents',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'printOrderDocuments',
        summary:
          'Packing slips or invoices of several orders as one PDF (at most ORDER_DOCUMENTS_LIMIT orders)',
        body: DOCUMENTS_BODY,
        response: ERROR_RESPONSES,
      },
      config: pdfAnswer,
    },
    async (request, reply) => {
      const { kind, order_ids, lang } = request.body;
      const documents = await documentsFor(request, order_ids);
      return sendPdf(reply, kind, lang ?? DEFAULT_LANGUAGE, documents);
    },
  );

  app.post<{ Body: DocumentsContentBody }>(
    '/orders/documents/content',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'getOrderDocumentsContent',
        summary:
          'What the packing slips and invoices of orders show, in both languages, for the print page (at most ORDER_DOCUMENTS_LIMIT orders)',
        body: DOCUMENTS_CONTENT_BODY,
        response: DOCUMENTS_CONTENT_RESPONSES,
      },
    },
    async (request) => ({ success: true, data: await documentsFor(request, request.body.order_ids) }),
  );
};
