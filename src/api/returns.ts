import type { ApiBodies, ApiQueries } from '../lib/api.generated';
import type { ReturnReason } from '../lib/returns';
import { apiClient } from './client';
import type { Cancellation, Reply, ReturnCase, Wallet } from './types';

export type ReturnRequest = ApiBodies['POST /returns'];
export type ReturnListQuery = ApiQueries['GET /returns'];
export type CancellationListQuery = ApiQueries['GET /cancellations'];

export interface ReturnPage {
  cases: ReturnCase[];
  count: number;
  counts: Reply<'GET /returns'>['counts'];
  /** Undecided cases under the same filters (not the state tab): how many, and since when the oldest waits. */
  undecided: Reply<'GET /returns'>['undecided'];
}

const path = (id: string, action = '') => `/returns/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** createReturn (customer service): a case for units of a delivered line, or a shipment refused at the door. */
export async function createReturn(body: ReturnRequest): Promise<ReturnCase> {
  return (await apiClient.post<Reply<'POST /returns'>>('/returns', body)).data.data;
}

/** listReturns: a seller's own cases, or every seller's (admins), newest first. */
export async function listReturns(query: ReturnListQuery): Promise<ReturnPage> {
  const { items, meta, counts, undecided } = (
    await apiClient.get<Reply<'GET /returns'>>('/returns', { params: query })
  ).data;
  return { cases: items, count: meta.count, counts, undecided };
}

export async function getReturn(id: string): Promise<ReturnCase> {
  return (await apiClient.get<Reply<'GET /returns/{id}'>>(path(id))).data.data;
}

export async function acceptReturn(id: string): Promise<ReturnCase> {
  return (await apiClient.post<Reply<'POST /returns/{id}/accept'>>(path(id, 'accept'))).data.data;
}

export async function refuseReturn(id: string, reason: ReturnReason): Promise<ReturnCase> {
  // The code comes from the refusal list the dialog offers (src/lib/returns.ts), which the API's schema names.
  const body = {
    reason: { code: reason.code, ...(reason.text ? { text: reason.text } : {}) },
  } as ApiBodies['POST /returns/{id}/refuse'];
  return (await apiClient.post<Reply<'POST /returns/{id}/refuse'>>(path(id, 'refuse'), body)).data.data;
}

/** receiveReturn (logistics): the goods are back; answers the case and the seller's wallet after the refund. */
export async function receiveReturn(id: string): Promise<{ returnCase: ReturnCase; wallet: Wallet }> {
  const { data, wallet } = (await apiClient.post<Reply<'POST /returns/{id}/receive'>>(path(id, 'receive')))
    .data;
  return { returnCase: data, wallet };
}

/** listCancellations: cancelled and rejected lines newest first, with who, why and the money released. */
export async function listCancellations(
  query: CancellationListQuery,
): Promise<{ cancellations: Cancellation[]; count: number }> {
  const { items, meta } = (
    await apiClient.get<Reply<'GET /cancellations'>>('/cancellations', { params: query })
  ).data;
  return { cancellations: items, count: meta.count };
}

/** uploadReturnPhoto (customer service): a photo the customer sent; `url` goes in the case, `preview` shows it. */
export async function uploadReturnPhoto(file: File): Promise<{ url: string; preview: string }> {
  const form = new FormData();
  form.append('image', file);
  return (await apiClient.post<Reply<'POST /returns/photos'>>('/returns/photos', form)).data.data;
}
