import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { UserManagementPage } from '../../../src/features/users/UserManagementPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { aUser } from '../../fixtures/apiShapes';

const approved = { url: '/f/a.png', admin_url: '', approved: 'approved' as const };
const USERS: User[] = [
  aUser({
    _id: 'u1',
    ref_id: 'SELL-000002',
    name: 'Ahmed Hassan',
    phone_number: '01000000002',
    is_seller: true,
    updatedAt: '2026-10-01T10:00:00.000Z',
    kyc: { front: approved, back: approved },
    business_info: {
      approved: 'pending',
      en: { business_name: 'Nile Trading Co.' },
      ar: { business_name: 'شركة النيل' },
    },
  }),
  aUser({
    _id: 'u2',
    ref_id: 'BUYR-000005',
    name: 'منى عادل',
    phone_number: '01000000005',
    updatedAt: '2026-09-01T10:00:00.000Z',
  }),
  aUser({
    _id: 'u3',
    ref_id: 'AMBS-000004',
    name: 'Salma Ibrahim',
    phone_number: '01000000004',
    is_ambassador: true,
    updatedAt: '2026-08-01T10:00:00.000Z',
  }),
];

/** The server's answer: one page of users and the count of every matching user. */
const page = (users: User[], count = users.length) =>
  http.get(api('/accounts/view-all'), () =>
    HttpResponse.json({ success: true, data: users, meta: { count } }),
  );

const routes = [
  { path: '/pages/admin', element: <UserManagementPage /> },
  { path: '/pages/user/detail', element: <p>detail page</p> },
];

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('UserManagementPage', () => {
  it('opens a review queue from the address in Arabic and asks the server for it, oldest first', async () => {
    const requests: Record<string, string>[] = [];
    server.use(
      http.get(api('/accounts/view-all'), ({ request }) => {
        requests.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ success: true, data: [USERS[0]], meta: { count: 1 } });
      }),
    );
    const { router } = renderRoutes(routes, { route: '/pages/admin?review=documents', language: 'ar' });
    await screen.findByText('Ahmed Hassan');
    expect(requests.at(-1)).toEqual({ page: '1', limit: '5', role: 'all', review: 'documents' });
    const filter = screen.getByRole('combobox', { name: 'بانتظار المراجعة' });
    expect(filter).toHaveValue('documents');
    await userEvent.setup().selectOptions(filter, 'business_info');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ page: '1', limit: '5', role: 'all', review: 'business_info' }),
    );
    expect(router.state.location.search).toBe('?review=business_info');
    await userEvent.setup().selectOptions(filter, '');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: '1', limit: '5', role: 'all' }));
  });

  it('lists one page of users with statuses and asks the server for each role tab and search', async () => {
    const requests: Record<string, string>[] = [];
    server.use(
      http.get(api('/accounts/view-all'), ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        requests.push(params);
        // The server filters; here a tab or a search answers the one user it matches.
        const answer: Record<string, [User[], number]> = {
          buyer: [[USERS[1] as User], 1],
          ambassador: [[USERS[2] as User], 1],
        };
        const [data, count] = params.search
          ? [[params.search === 'sell-0000' ? (USERS[0] as User) : (USERS[1] as User)], 1]
          : (answer[params.role ?? ''] ?? [USERS, 23]);
        return HttpResponse.json({ success: true, data, meta: { count } });
      }),
    );
    renderRoutes(routes, { route: '/pages/admin', language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'User management' })).toBeInTheDocument();
    await screen.findByText('Ahmed Hassan');
    expect(requests.at(-1)).toEqual({ page: '1', limit: '5', role: 'all' });
    expect(screen.getByText('1–5 of 23')).toBeInTheDocument();
    const ahmed = screen.getByRole('row', { name: 'Open Ahmed Hassan' });
    // Both documents approved → Accepted; business info pending; what was never sent reads "Not submitted".
    expect(within(ahmed).getByText('Accepted')).toBeInTheDocument();
    expect(within(ahmed).getByText('Pending')).toBeInTheDocument();
    expect(within(ahmed).getByText('Nile Trading Co.')).toBeInTheDocument();
    const mona = screen.getByRole('row', { name: 'Open منى عادل' });
    expect(within(mona).getAllByText('Not submitted')).toHaveLength(2);
    expect(within(mona).queryByText('Rejected')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: '2', limit: '5', role: 'all' }));
    await user.click(screen.getByRole('button', { name: 'Buyer' }));
    await waitFor(() => expect(rowNames()).toEqual(['منى عادل']));
    expect(requests.at(-1)).toEqual({ page: '1', limit: '5', role: 'buyer' });
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ambassador' }));
    await waitFor(() => expect(rowNames()).toEqual(['Salma Ibrahim']));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, phone, e-mail or ID' }),
      'sell-0000',
    );
    await waitFor(() => expect(rowNames()).toEqual(['Ahmed Hassan']));
    expect(requests.at(-1)).toEqual({ page: '1', limit: '10', role: 'all', search: 'sell-0000' });
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'منى');
    await waitFor(() => expect(rowNames()).toEqual(['منى عادل']));
    expect(requests.at(-1)).toEqual({ page: '1', limit: '10', role: 'all', search: 'منى' });
  });

  it('moves a page past the last (the server names the last) to the last page, replacing the address, without an error', async () => {
    const requested: string[] = [];
    server.use(
      http.get(api('/accounts/view-all'), ({ request }) => {
        const pageAsked = new URL(request.url).searchParams.get('page') ?? '1';
        requested.push(pageAsked);
        if (pageAsked !== '2') {
          const message = {
            en: 'There is no page 9: the last page is 2',
            ar: 'لا توجد صفحة رقم 9: آخر صفحة هي 2',
          };
          return HttpResponse.json(
            { success: false, error: message, fields: { page: message }, details: { last_page: 2 } },
            { status: 400 },
          );
        }
        return HttpResponse.json({ success: true, data: [USERS[2]], meta: { count: 6 } });
      }),
    );
    const { router } = renderRoutes(routes, { route: '/pages/admin?page=9', language: 'en' });
    await screen.findByText('Salma Ibrahim');
    expect(requested).toEqual(['9', '2']);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(/There is no page/)).not.toBeInTheDocument();
  });

  it('grants a role only after the warning is confirmed, then shows the toast', async () => {
    let calls = 0;
    server.use(
      page(USERS),
      http.put(api('/admin/u1/add-ambassador'), () => {
        calls += 1;
        return HttpResponse.json({ success: true, data: { ...USERS[0], is_ambassador: true } });
      }),
    );
    const { store } = renderRoutes(routes, { route: '/pages/admin', language: 'en' });
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Ambassador role for Ahmed Hassan' });
    expect(screen.getByRole('checkbox', { name: 'Ambassador role for Salma Ibrahim' })).toBeDisabled();

    await user.click(box);
    let dialog = screen.getByRole('dialog', { name: 'Make Ahmed Hassan Ambassador?' });
    expect(
      within(dialog).getByText(/cannot be undone.*Products that depend on this account will be removed/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);
    expect(box).not.toBeChecked();

    await user.click(box);
    dialog = screen.getByRole('dialog', { name: 'Make Ahmed Hassan Ambassador?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText('User updated succesfully!')).toBeInTheDocument();
    expect(calls).toBe(1);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Ambassador role for Ahmed Hassan' })).toBeChecked(),
    );
    expect(store.getState().users.list.find((u) => u._id === 'u1')?.is_ambassador).toBe(true);
    // Clicking the checkbox never opened the row.
    expect(screen.queryByText('detail page')).not.toBeInTheDocument();
  });

  it('opens the user detail with the id in the URL and the admin marker', async () => {
    server.use(page(USERS));
    const { router } = renderRoutes(routes, { route: '/pages/admin', language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('row', { name: 'فتح Salma Ibrahim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/detail'));
    expect(router.state.location.search).toBe('?id=u3');
    expect(router.state.location.state).toMatchObject({ source: 'admin', user: { _id: 'u3' } });
  });
});
