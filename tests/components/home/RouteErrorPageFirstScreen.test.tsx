import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstScreenDrawn } from '../../../src/common/startup';
import { RouteErrorPage } from '../../../src/features/home/RouteErrorPage';
import { renderRoutes } from '../../setup/render';

function Broken(): never {
  throw new Error('the first page failed');
}

// In a file of its own: the first screen is drawn once per page, so per module instance.
describe('a first page that fails', () => {
  it('counts as the first screen drawn, so what waits for one (the toasts’ host, the API client) still loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let drawn = false;
    void firstScreenDrawn.then(() => {
      drawn = true;
    });
    await Promise.resolve();
    expect(drawn).toBe(false);
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }], { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await vi.waitFor(() => expect(drawn).toBe(true));
    vi.restoreAllMocks();
  });
});
