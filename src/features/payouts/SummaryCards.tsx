import { CardSection } from '../../components/Card';

export interface Summary {
  label: string;
  value: string;
  hint?: string;
}

/** A labelled amount at the top of a page (balances, totals), named by its label for assistive technology. */
function SummaryCard({ label, value, hint }: Summary) {
  return (
    <CardSection title={label} className="h-100" titleClassName="text-muted small fw-normal mb-1">
      <p className="h4 m-0">
        <bdi>{value}</bdi>
      </p>
      {hint && <p className="small text-muted mt-1 mb-0">{hint}</p>}
    </CardSection>
  );
}

/** The row of amounts at the top of a page, each card in a grid column of the given class. */
export function SummaryCards({ cards, column }: { cards: readonly Summary[]; column: string }) {
  return (
    <div className="row g-3 mb-4">
      {cards.map((card) => (
        <div key={card.label} className={column}>
          <SummaryCard {...card} />
        </div>
      ))}
    </div>
  );
}
