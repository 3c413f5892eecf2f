/** A labelled amount at the top of a page (balances, totals). */
export function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card h-100">
      <div className="card-body">
        <p className="text-muted small mb-1">{label}</p>
        <p className="h4 m-0">
          <bdi>{value}</bdi>
        </p>
        {hint && <p className="small text-muted mt-1 mb-0">{hint}</p>}
      </div>
    </div>
  );
}
