import type { ReactNode } from 'react';

/** One label–value line of a phone card. */
export function CardField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="d-flex justify-content-between align-items-baseline gap-2 small mt-1">
      <span className="text-muted">{label}</span>
      <span className="text-end text-break">{children}</span>
    </div>
  );
}
