import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTS_AT_TOP_CLASS, ToastHost } from '../../../src/app/ToastHost';
import { InlineConfirm } from '../../../src/components/InlineConfirm';
import { toastsBelongAtTop } from '../../../src/components/inlineConfirmations';
import { i18n, switchLanguage } from '../../../src/i18n';

const WINDOW_HEIGHT = 667;

/** Puts every alert box (an inline confirmation) at this height of a phone's window. */
const placeAlertsAt = (top: number, height = 110) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'alert'
      ? DOMRect.fromRect({ x: 0, y: top, width: 375, height })
      : DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  });

function Page() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete photo
      </button>
      {asking && (
        <InlineConfirm onCancel={() => setAsking(false)} onConfirm={() => setAsking(false)}>
          Delete photo 2?
        </InlineConfirm>
      )}
    </>
  );
}

const renderPage = async (language: 'ar' | 'en') => {
  await switchLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Page />
      <ToastHost />
    </I18nextProvider>,
  );
  act(() => {
    toast.success('Saved');
  });
  await screen.findByText('Saved');
  return () => document.querySelector('.Toastify__toast-container');
};

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('toasts and an inline confirmation', () => {
  it.each(['ar', 'en'] as const)(
    'in %s, move to the top while a confirmation is open in the lower half, and back after',
    async (language) => {
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW_HEIGHT);
      placeAlertsAt(480);
      const container = await renderPage(language);
      expect(container()).not.toHaveClass(TOASTS_AT_TOP_CLASS);

      act(() => screen.getByRole('button', { name: 'Delete photo' }).click());
      expect(screen.getByText('Delete photo 2?').closest('[role="alert"]')).toBeInTheDocument();
      expect(container()).toHaveClass(TOASTS_AT_TOP_CLASS);

      act(() => screen.getByRole('button', { name: language === 'ar' ? 'إلغاء' : 'Cancel' }).click());
      expect(container()).not.toHaveClass(TOASTS_AT_TOP_CLASS);
    },
  );

  it('stay at the bottom for a confirmation in the upper half, and follow it as the page scrolls', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW_HEIGHT);
    placeAlertsAt(100);
    const container = await renderPage('ar');
    act(() => screen.getByRole('button', { name: 'Delete photo' }).click());
    expect(container()).not.toHaveClass(TOASTS_AT_TOP_CLASS);

    placeAlertsAt(520);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(container()).toHaveClass(TOASTS_AT_TOP_CLASS);
  });
});

describe('toastsBelongAtTop', () => {
  it('answers for the part of each confirmation the window shows', () => {
    expect(toastsBelongAtTop([], WINDOW_HEIGHT)).toBe(false);
    expect(toastsBelongAtTop([{ top: 500, bottom: 610 }], WINDOW_HEIGHT)).toBe(true);
    expect(toastsBelongAtTop([{ top: 60, bottom: 170 }], WINDOW_HEIGHT)).toBe(false);
    // Scrolled out of view, above or below: nothing to keep clear.
    expect(toastsBelongAtTop([{ top: -300, bottom: -190 }], WINDOW_HEIGHT)).toBe(false);
    expect(toastsBelongAtTop([{ top: 700, bottom: 810 }], WINDOW_HEIGHT)).toBe(false);
    // Half out of view at the bottom: what shows is in the lower half.
    expect(toastsBelongAtTop([{ top: 600, bottom: 710 }], WINDOW_HEIGHT)).toBe(true);
  });
});
