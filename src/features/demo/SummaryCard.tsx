import { useId } from 'react';

/** A labelled amount at the top of a page (balances, totals), named by its label for assistive technology. */
export function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const labelId = useId();
  return (
    <section className="card h-100" aria-labelledby={labelId}>
      <div className="card-body">
        <h2 id={labelId} className="text-muted small fw-normal mb-1">
          {label}
        </h2>
        <p className="h4 m-0">
          <bdi>{value}</bdi>
        </p>
        {hint && <p className="small text-muted mt-1 mb-0">{hint}</p>}
      </div>
    </section>
  );
}
