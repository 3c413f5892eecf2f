import type { OrderDocument } from '../lib/api.generated';
import { isLanguage, type Language } from '../lib/languages';
import { documentsFileName, type OrderDocumentKind } from '../lib/orderDocuments';
import { saveFile } from '../lib/saveFile';
import { apiClient } from './client';
import { FILE_ANSWER } from './fileAnswer';
import type { Reply } from './types';

export type { OrderDocument, OrderDocumentKind };

/** What the packing slips and invoices of these orders show, in both languages (operation getOrderDocumentsContent). */
export async function getOrderDocuments(orderIds: readonly string[]): Promise<OrderDocument[]> {
  const response = await apiClient.post<Reply<'POST /orders/documents/content'>>(
    '/orders/documents/content',
    { order_ids: [...orderIds] },
  );
  return response.data.data;
}

/** The file name the API gives the PDF (it knows the orders' references), or one made of the ids. */
const fileNameOf = (disposition: unknown, fallback: string): string =>
  /filename="([^"]+)"/.exec(String(disposition ?? ''))?.[1] ?? fallback;

export type DocumentsPdf = { bytes: ArrayBuffer; fileName: string };

/**
 * The documents of the orders as one PDF in `lang`: one order by its own address (operation getOrderDocument),
 * several in one call (operation printOrderDocuments, at most ORDER_DOCUMENTS_LIMIT of them).
 */
export async function fetchOrderDocumentsPdf(
  kind: OrderDocumentKind,
  orderIds: readonly string[],
  lang: Language,
): Promise<DocumentsPdf> {
  const [only] = orderIds;
  const response =
    orderIds.length === 1 && only !== undefined
      ? await apiClient.get<ArrayBuffer>(`/orders/${encodeURIComponent(only)}/documents/${kind}`, {
          ...FILE_ANSWER,
          params: { lang },
        })
      : await apiClient.post<ArrayBuffer>(
          '/orders/documents',
          { kind, order_ids: [...orderIds], lang },
          FILE_ANSWER,
        );
  return {
    bytes: response.data,
    fileName: fileNameOf(response.headers['content-disposition'], documentsFileName(kind, orderIds)),
  };
}

/** The language the page is shown in (set on <html lang> by the app). */
const pageLanguage = (): Language => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'ar';
};

/**
 * Downloads the packing slips or invoices of one order or of many selected ones as one PDF file, in the page's
 * language unless told otherwise.
 */
export async function downloadOrderDocuments(
  kind: OrderDocumentKind,
  orderIds: readonly string[],
  lang: Language = pageLanguage(),
): Promise<void> {
  const { bytes, fileName } = await fetchOrderDocumentsPdf(kind, orderIds, lang);
  saveFile(bytes, fileName, 'application/pdf');
}
