import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../src/api/types';
import { StatusBadge } from '../../src/components/StatusBadge';
import { DataTable, type Column } from '../../src/components/table/DataTable';
import { NotificationCard } from '../../src/features/notifications/NotificationCard';
import { renderPage } from '../setup/render';

/**
 * Issue 8 §4: names come from other users (sellers name products, anyone names themselves), so they are
 * rendered as text. Each payload would run script or load a resource if it ever became markup.
 */
export const HOSTILE_NAMES = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  '<a href="javascript:window.__pwned=1">click</a>',
  '\u202egnp.exe\u202c <b>bold</b>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  'منتج <iframe src="javascript:alert(1)"></iframe> 😀',
];

type Row = { id: string; name: string };

const markupIn = (root: HTMLElement) =>
  root.querySelector('script, img, svg, iframe, a[href^="javascript"], b');

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('hostile product and user names render as text, never markup', () => {
  it.each(['ar', 'en'] as const)('in a data table and its phone cards (%s)', (language) => {
    const rows: Row[] = HOSTILE_NAMES.map((name, index) => ({ id: String(index), name }));
    const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => <bdi>{row.name}</bdi> }];
    const { container } = renderPage(
      <DataTable
        caption="Products"
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        onRowClick={() => undefined}
        rowActionLabel={(row) => `Open ${row.name}`}
        renderCard={(row) => <p>{row.name}</p>}
      />,
      { language },
    );
    const table = screen.getByRole('table', { name: 'Products' });
    for (const name of HOSTILE_NAMES) expect(within(table).getAllByText(name).length).toBeGreaterThan(0);
    expect(markupIn(container)).toBeNull();
    expect(window.__pwned).toBeUndefined();
  });

  it('in a notification card and a status label', () => {
    const name = HOSTILE_NAMES[0] as string;
    const notification: AppNotification = {
      _id: 'n1',
      object_type: 'order',
      message: { en: HOSTILE_NAMES[1] as string, ar: HOSTILE_NAMES[2] as string },
      read: false,
      object: {
        order_ref_id: 'ORD-1',
        product: [
          {
            status: '<b>confirmed</b>',
            quantity: 2,
            order_ref_id: 'ORD-1',
            data: { name: { en: name, ar: name }, listing_price: 10, updatedAt: '2026-01-01T00:00:00Z' },
          },
        ],
      },
    };
    const { container } = renderPage(
      <>
        <NotificationCard notification={notification} onOpen={() => undefined} />
        <StatusBadge tone="danger">{HOSTILE_NAMES[3] as string}</StatusBadge>
      </>,
      { language: 'en' },
    );
    expect(screen.getByText(HOSTILE_NAMES[1] as string)).toBeInTheDocument();
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByText(HOSTILE_NAMES[3] as string)).toBeInTheDocument();
    expect(markupIn(container)).toBeNull();
    expect(window.__pwned).toBeUndefined();
  });
});
