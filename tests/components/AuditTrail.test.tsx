import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditTrail, type AuditTrailEntry } from '../../src/components/AuditTrail';
import { renderPage } from '../setup/render';

const entries: AuditTrailEntry[] = [
  {
    id: '2',
    action: 'thing.done',
    actor: { _id: 'a', name: 'منى عادل' },
    details: { n: 2 },
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  { id: '1', action: 'thing.started', actor: null, details: {}, createdAt: '2026-11-23T10:00:00.000Z' },
];

describe('AuditTrail', () => {
  it.each([
    ['en', 'by \u2068منى عادل\u2069', 'by the system'],
    ['ar', 'بواسطة \u2068منى عادل\u2069', 'بواسطة النظام'],
  ] as const)(
    'lists entries newest first, in words the page gives, with who and when (%s)',
    (language, by, system) => {
      renderPage(
        <AuditTrail
          heading="History"
          entries={entries}
          describe={(entry) => `${entry.action} (${String(entry.details.n ?? 0)})`}
          language={language}
        />,
        { language },
      );
      const items = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
      expect(items.map((item) => item.firstChild?.textContent)).toEqual([
        'thing.done (2)',
        'thing.started (0)',
      ]);
      expect(items[0]).toHaveTextContent(by);
      expect(items[1]).toHaveTextContent(system);
      expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T10:00:00.000Z');
    },
  );

  it('says when there is nothing yet, while it loads and when it failed', () => {
    const trail = (props: { entries: AuditTrailEntry[] | null; failed?: boolean }) => (
      <AuditTrail heading="History" describe={(entry) => entry.action} language="en" {...props} />
    );
    const { rerender } = renderPage(trail({ entries: [] }), { language: 'en' });
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument();
    rerender(trail({ entries: null }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(trail({ entries: null, failed: true }));
    expect(screen.getByText('The history could not be loaded.')).toBeInTheDocument();
  });
});
