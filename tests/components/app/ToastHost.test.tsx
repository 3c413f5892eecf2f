import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../src/app/ToastHost';
import { i18n, switchLanguage } from '../../../src/i18n';

describe('ToastHost', () => {
  it.each([
    ['ar', 'الإشعارات (Alt+T)', 'إغلاق'],
    ['en', 'Notifications (Alt+T)', 'Close'],
  ] as const)('names the toast region and the close button in %s', async (language, region, close) => {
    await switchLanguage(language);
    render(
      <I18nextProvider i18n={i18n}>
        <ToastHost />
      </I18nextProvider>,
    );
    act(() => {
      toast.success('ok');
    });
    expect(await screen.findByRole('button', { name: close })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: region })).toBeInTheDocument();
  });
});
