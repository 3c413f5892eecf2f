/**
 * The QR code printed on an order's documents, as runs of dark modules: the API's PDF draws each run as one
 * filled rectangle and the print page as one subpath of an SVG, so both show the very same symbol.
 */
import QRCode from 'qrcode';

/** `length` dark modules side by side on `row`, from `column` on. */
export type QrRun = { row: number; column: number; length: number };

export type QrSymbol = { size: number; runs: QrRun[] };

/** Medium error correction: still read when a corner of a slip is creased or smudged. */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const runs: QrRun[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return { size, runs };
}

/** The symbol's dark modules as SVG path data, one module to one unit of the viewBox. */
export const qrPathData = ({ runs }: QrSymbol): string =>
  runs.map(({ row, column, length }) => `M${column} ${row}h${length}v1h-${length}z`).join('');
