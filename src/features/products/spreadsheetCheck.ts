import type { SheetReadErrorCode } from '../../lib/spreadsheet/cells';
import type { SheetHeader, SheetLanguage } from '../../lib/spreadsheet/columns';
import type { SheetLimits } from '../../lib/spreadsheet/limits';
import type { SheetCheckResult } from '../../lib/spreadsheet/rules';

export interface CheckRequest {
  file: File;
  /** Null to only read which category the file's template was made for. */
  headers: SheetHeader[] | null;
  limits: SheetLimits;
  language: SheetLanguage;
  category: string;
  includeHidden: boolean;
}

/** The refused rows as typed, to hand back to the seller as a file to fix. */
export interface RejectedCells {
  row: number;
  cells: string[];
}

export type CheckResponse =
  | ({ status: 'checked'; format: 'xlsx' | 'csv'; rejectedCells: RejectedCells[] } & Omit<
      SheetCheckResult,
      'products'
    > & {
        validRows: number;
      })
  | { status: 'unreadable'; code: SheetReadErrorCode; cell: string | null }
  /** The category a template's schema names (null: the file is not a template of ours). */
  | { status: 'template'; category: string | null };

/** Checks a chosen file against a category's headers in a Web Worker; one worker per check. */
export function checkSpreadsheetFile(request: CheckRequest): Promise<CheckResponse> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./spreadsheetCheck.worker.ts', import.meta.url), { type: 'module' });
    // The same wall-time limit as the server's, plus a margin for starting the worker.
    const timer = setTimeout(
      () => finish({ status: 'unreadable', code: 'timeout', cell: null }),
      request.limits.readMs + 5000,
    );
    function finish(response: CheckResponse) {
      clearTimeout(timer);
      worker.terminate();
      resolve(response);
    }
    worker.onmessage = (event: MessageEvent<CheckResponse>) => finish(event.data);
    worker.onerror = () => finish({ status: 'unreadable', code: 'unreadable', cell: null });
    worker.postMessage(request);
  });
}
