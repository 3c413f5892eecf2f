import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: ReactNode;
  /** The heading's level: 3 inside a page section that has its own level-2 heading. */
  level?: 2 | 3;
  className?: string;
  children?: ReactNode;
}

/** A section of a page named by its (small) heading, so screen readers list it among the page's regions. */
export function TitledSection({ title, level = 2, className, children }: TitledSectionProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className="h6">
        {title}
      </Heading>
      {children}
    </section>
  );
}
