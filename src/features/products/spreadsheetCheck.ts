import type { SheetError, SheetHeader } from '../../lib/spreadsheetRules';

export interface CheckRequest {
  file: File;
  headers: SheetHeader[];
}

export type CheckResponse =
  | { status: 'checked'; errors: SheetError[]; errorCount: number; rowCount: number }
  | { status: 'unreadable' };

/** Checks a chosen file against a category's headers in a Web Worker; one worker per check. */
export function checkSpreadsheetFile(file: File, headers: SheetHeader[]): Promise<CheckResponse> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./spreadsheetCheck.worker.ts', import.meta.url), { type: 'module' });
    const finish = (response: CheckResponse) => {
      worker.terminate();
      resolve(response);
    };
    worker.onmessage = (event: MessageEvent<CheckResponse>) => finish(event.data);
    worker.onerror = () => finish({ status: 'unreadable' });
    const request: CheckRequest = { file, headers };
    worker.postMessage(request);
  });
}
