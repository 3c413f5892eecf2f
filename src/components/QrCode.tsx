import { useMemo } from 'react';
import { qrPathData, qrSymbol } from '../lib/qrMatrix';

/** Modules of white around the symbol, so a scanner finds its edges on any background. */
const QUIET_ZONE = 2;

/** A QR code as an SVG of its dark modules: sharp at any print resolution, the same symbol as the PDF's. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const symbol = useMemo(() => qrSymbol(text), [text]);
  const side = symbol.size + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-size={symbol.size}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qrPathData(symbol)} fill="#000" />
    </svg>
  );
}
