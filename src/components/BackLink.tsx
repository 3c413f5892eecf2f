import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link back to the list a page was opened from, with its arrow. The arrow is "‹", a character the text
 * direction mirrors by itself: it points left in English and right in Arabic, so nothing flips it again.
 */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ?? 'small d-inline-block mb-2'}>
      <span aria-hidden="true" className="d-inline-block me-1">
        ‹
      </span>
      {children}
    </Link>
  );
}
