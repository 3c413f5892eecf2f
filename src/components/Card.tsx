import { useId, type ReactNode } from 'react';

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface CardProps {
  /** `section` for a card named by its heading, `main` for a screen's one card; a plain box otherwise. */
  as?: 'div' | 'section' | 'main';
  /** Classes of the card after `card`, and of its body after `card-body`. */
  className?: string;
  bodyClassName?: string;
  /** The id of the heading that names the card. */
  labelledBy?: string;
  children?: ReactNode;
}

/** A Bootstrap card with one body. */
export function Card({ as: Element = 'div', className, bodyClassName, labelledBy, children }: CardProps) {
  return (
    <Element className={classes('card', className)} aria-labelledby={labelledBy}>
      <div className={classes('card-body', bodyClassName)}>{children}</div>
    </Element>
  );
}

export interface CardSectionProps {
  title: ReactNode;
  /** Classes of the card after `card`: `mb-4` when omitted. */
  className?: string;
  /** Classes of the heading: `h5 card-title` when omitted. */
  titleClassName?: string;
  /** The heading's level: 3 inside a page section that has its own level-2 heading. */
  level?: 2 | 3;
  children?: ReactNode;
}

/** A card that is a section of its page, named by its heading. */
export function CardSection({
  title,
  className = 'mb-4',
  titleClassName = 'h5 card-title',
  level = 2,
  children,
}: CardSectionProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Card as="section" className={className} labelledBy={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}
