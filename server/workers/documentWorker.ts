/**
 * Runs in a worker thread of the document pool (server/orderDocuments/renderPool.ts): renders invoices or
 * packing slips as one PDF and hands its bytes back without copying them, so the API's main thread never
 * lays out a page.
 */
import { parentPort } from 'node:worker_threads';
import { renderDocuments } from '../orderDocuments/pdf/renderDocuments';
import type { RenderAnswer, RenderJob } from '../orderDocuments/renderPool';

const answer = (message: RenderAnswer, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer);

parentPort?.on('message', (job: RenderJob) => {
  renderDocuments(job.kind, job.language, job.documents).then(
    ({ bytes, pages }) => {
      const owned = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      answer({ ok: true, bytes: owned, pages }, [owned]);
    },
    () => answer({ ok: false }),
  );
});
