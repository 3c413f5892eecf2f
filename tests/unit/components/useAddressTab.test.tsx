import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressTab } from '../../../src/components/useAddressTab';

const TABS = ['details', 'password', 'kyc'] as const;

function TabbedPage() {
  const [tab, setTab] = useAddressTab(TABS);
  return (
    <div>
      <p>shown: {tab}</p>
      {TABS.map((name) => (
        <button key={name} type="button" onClick={() => setTab(name)}>
          {name}
        </button>
      ))}
    </div>
  );
}

const open = (entry: string) => {
  const router = createMemoryRouter([{ path: '/pages/profile', element: <TabbedPage /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(cleanup);

describe('useAddressTab', () => {
  it('opens the tab the address names, and the first tab for none or an unknown one', () => {
    open('/pages/profile?tab=kyc&other=kept');
    expect(screen.getByText('shown: kyc')).toBeInTheDocument();
  });

  it.each(['/pages/profile', '/pages/profile?tab=nonsense', '/pages/profile?tab='])(
    '%s shows the first tab',
    (entry) => {
      open(entry);
      expect(screen.getByText('shown: details')).toBeInTheDocument();
    },
  );

  it('writes a chosen tab to the address as a history entry, keeping other parameters', async () => {
    const router = open('/pages/profile?other=kept');
    await act(async () => screen.getByRole('button', { name: 'password' }).click());
    expect(router.state.location.search).toBe('?other=kept&tab=password');
    await act(async () => screen.getByRole('button', { name: 'details' }).click());
    expect(router.state.location.search).toBe('?other=kept');
    await act(() => router.navigate(-1));
    expect(screen.getByText('shown: password')).toBeInTheDocument();
  });
});
