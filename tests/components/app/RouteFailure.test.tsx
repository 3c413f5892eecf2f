import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteFailure } from '../../../src/app/RouteFailure';
import { renderRoutes } from '../../setup/render';

/** A route whose page's code cannot be fetched, as Chromium says it. */
const routesFailingWith = (error: Error) => [
  {
    path: '/store/orders',
    errorElement: <RouteFailure />,
    lazy: () => Promise.reject(error),
  },
];

const missingCode = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/SellerOrdersPage-x.js');

afterEach(() => vi.unstubAllGlobals());

describe('RouteFailure', () => {
  it('looks for a newer build while the page’s code is missing, in Arabic', async () => {
    const getRegistration = vi.fn(() => new Promise<never>(() => undefined));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {}, getRegistration } });
    renderRoutes(routesFailingWith(missingCode()), { route: '/store/orders', language: 'ar' });
    expect(await screen.findByRole('status')).toHaveTextContent('جارٍ تحميل الإصدار الجديد من التطبيق…');
    await waitFor(() => expect(getRegistration).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'حدث خطأ ما' })).not.toBeInTheDocument();
  });

  it('shows the error page when no worker serves the page, in English', async () => {
    renderRoutes(routesFailingWith(missingCode()), { route: '/store/orders', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows the error page at once for any other failure', async () => {
    const getRegistration = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {}, getRegistration } });
    renderRoutes(routesFailingWith(new Error('render failed')), { route: '/store/orders', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(getRegistration).not.toHaveBeenCalled();
  });
});
