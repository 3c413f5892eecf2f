import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../src/api/types';
import { StatusBadge } from '../../../src/components/StatusBadge';
import { NotificationCard } from '../../../src/features/notifications/NotificationCard';
import { HOSTILE_NAMES, markupIn } from '../../fixtures/hostileNames';
import { renderPage } from '../../setup/render';
import { aNotification } from '../../fixtures/apiShapes';

describe('hostile names in a notification card render as text, never markup', () => {
  it('in a notification card and a status label', () => {
    const name = HOSTILE_NAMES[0] as string;
    const notification: AppNotification = aNotification({
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
    });
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
