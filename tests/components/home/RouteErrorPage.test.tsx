import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/features/home/RouteErrorPage';
import { renderRoutes } from '../../setup/render';

function Broken(): never {
  throw new Error('TypeError: secret internals at ProductListPage.tsx:42');
}

describe('a page that fails', () => {
  it('shows a clear message in the current language, never the error or a stack trace', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }], { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('secret internals');
    vi.restoreAllMocks();
  });
});
