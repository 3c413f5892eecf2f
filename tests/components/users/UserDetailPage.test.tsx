import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { UserDetailPage } from '../../../src/features/users/UserDetailPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { userDetailRouteHandle } from '../../../src/features/users/userDetailRead';
import { aUser } from '../../fixtures/apiShapes';

const recruit: User = aUser({
  _id: 'r1',
  ref_id: 'RCRT-000011',
  name: 'Mahmoud Ali',
  email: 'recruit1@demo.eg',
  phone_number: '01010000011',
  nickname: 'Mahmoud',
  primary_address: { city: 'Cairo', street: 'El Nasr Road', building_number: '1' },
  is_seller: true,
  order_count: 3,
  kyc: {
    type: 'national_id',
    id: '29501011234567',
    gender: 'male',
    front: {
      url: '/api/v1/files/a.png',
      admin_url: '',
      approved: 'pending',
      submitted_at: '2026-11-23T09:00:00.000Z',
    },
    back: { url: '/api/v1/files/b.png', admin_url: '', approved: 'approved' },
  },
  business_info: {
    approved: 'pending',
    en: { business_name: 'Recruit Store 1' },
    ar: { business_name: 'متجر 1' },
  },
});

const routes = [{ path: '/pages/user/detail', element: <UserDetailPage /> }];
const viewer = (roles: Partial<User>) => ({
  auth: {
    ...initialAuthState,
    isAuthenticated: true,
    userdata: aUser({ _id: 'v', name: 'Viewer', ...roles }),
  },
});

describe('UserDetailPage', () => {
  it('loads the user from ?id= for an admin and reviews documents and business info', async () => {
    const reviews: unknown[] = [];
    const importQueries: (string | null)[] = [];
    server.use(
      http.get(api('/accounts/r1'), () => HttpResponse.json({ success: true, data: recruit })),
      http.get(api('/admin/audit'), () => HttpResponse.json({ success: true, items: [] })),
      http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(api('/compensations'), () =>
        HttpResponse.json({ success: true, items: [], meta: { count: 0, page: 1, limit: 10 } }),
      ),
      http.get(api('/products/imports'), ({ request }) => {
        importQueries.push(new URL(request.url).searchParams.get('seller_id'));
        return HttpResponse.json({
          success: true,
          items: [
            {
              _id: 'd'.repeat(24),
              seller_id: 'r1',
              actor: { _id: 'r1', name: 'Mahmoud Ali' },
              file_name: 'stock-update.csv',
              category: 'electronics',
              format: 'csv',
              rows: 2,
              created: 1,
              updated: 0,
              unchanged: 0,
              refused: 1,
              back_to_review: 0,
              createdAt: '2026-11-02T10:30:00.000Z',
            },
          ],
          meta: { count: 1 },
        });
      }),
      http.put(api('/admin/r1/approve-kyc-image'), async ({ request }) => {
        const body = (await request.json()) as { status: 'approved' };
        reviews.push(body);
        return HttpResponse.json({
          success: true,
          data: {
            ...recruit,
            kyc: { ...recruit.kyc, front: { ...recruit.kyc?.front, approved: body.status } },
          },
        });
      }),
      http.put(api('/admin/r1/approve-business-info'), async ({ request }) => {
        reviews.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { ...recruit, business_info: { ...recruit.business_info, approved: 'approved' } },
        });
      }),
    );
    renderRoutes(routes, {
      route: '/pages/user/detail?id=r1',
      language: 'en',
      preloadedState: viewer({ is_admin: true }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mahmoud Ali' })).toBeInTheDocument();
    expect(screen.getByText('recruit1@demo.eg')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    const kyc = screen.getByRole('region', { name: 'Identity (KYC)' });
    expect(within(kyc).getAllByText('National ID').length).toBeGreaterThan(0);

    const front = screen.getByRole('row', { name: /Front ID/ });
    const frontLink = within(front).getByRole('link', { name: "Download Front ID (user's file)" });
    // Saved under the user, the document and the day it was sent, not the stored name.
    expect(frontLink).toHaveAttribute(
      'href',
      '/api/v1/files/a.png?download=RCRT-000011-front-id-2026-11-23.png',
    );
    expect(frontLink).toHaveAttribute('download', 'RCRT-000011-front-id-2026-11-23.png');
    await user.selectOptions(
      within(front).getByRole('combobox', { name: 'Approval of Front ID' }),
      'approved',
    );
    expect(await screen.findByText('User updated succesfully!')).toBeInTheDocument();
    // The badge joins the dropdown's own "Accepted" option.
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Front ID/ })).getAllByText('Accepted')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Upload admin file for Back ID')).toBeInTheDocument();
    // The company registration was never uploaded: it reads "Not submitted" and cannot be reviewed (only the
    // disabled dropdown's option says "Rejected").
    const company = screen.getByRole('row', { name: /Company registration/ });
    expect(within(company).getByText('Not submitted')).toBeInTheDocument();
    expect(within(company).getAllByText('Rejected')).toHaveLength(1);
    expect(within(company).getByRole('combobox')).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Business info approval' }), 'approved');
    expect(reviews).toEqual([{ status: 'approved', type: 'kyc_front' }, { status: 'approved' }]);

    // The seller's spreadsheet imports, for the admin only.
    const history = screen.getByRole('region', { name: 'Import history' });
    expect(await within(history).findByText('stock-update.csv')).toBeInTheDocument();
    expect(
      within(history).getByRole('button', { name: 'Download the rejected rows of stock-update.csv' }),
    ).toBeInTheDocument();
    expect(importQueries).toEqual(['r1']);
  });

  it('shows an ambassador no contact details, order count or admin controls', async () => {
    const {
      email: _e,
      phone_number: _p,
      nickname: _n,
      primary_address: _a,
      order_count: _o,
      ...visible
    } = recruit;
    server.use(http.get(api('/accounts/r1'), () => HttpResponse.json({ success: true, data: visible })));
    renderRoutes(routes, {
      route: '/pages/user/detail?id=r1',
      language: 'ar',
      preloadedState: viewer({ is_ambassador: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mahmoud Ali' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المنضمين' })).toHaveAttribute(
      'href',
      '/pages/recruits',
    );
    expect(screen.queryByText('بيانات التواصل')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/رفع ملف المسؤول/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /تنزيل/ })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'سجل الاستيراد' })).not.toBeInTheDocument();
  });

  it('says so when the user cannot be loaded, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(api('/accounts/r9'), () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, error: { en: 'Not found', ar: 'غير موجود' } },
          { status: 404 },
        );
      }),
    );
    renderRoutes(routes, {
      route: '/pages/user/detail?id=r9',
      language: 'en',
      preloadedState: viewer({ is_admin: true }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('This user could not be loaded. Not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toBe(2);
  });

  it('shows the user its route asked for while the page loaded, in one call', async () => {
    const calls: string[] = [];
    server.use(
      http.get(api('/accounts/:id'), ({ params }) => {
        calls.push(String(params.id));
        return params.id === 'r1'
          ? HttpResponse.json({ success: true, data: recruit })
          : HttpResponse.json(
              { success: false, error: { en: 'Not found', ar: 'غير موجود' } },
              { status: 404 },
            );
      }),
    );
    renderRoutes(routes, {
      route: '/pages/user/detail?id=r1',
      language: 'en',
      preloadedState: viewer({ is_ambassador: true }),
      beforeRender: (store) => userDetailRouteHandle.prefetch(store.dispatch, new URLSearchParams('id=r1')),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mahmoud Ali' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['r1']);
  });

  it('asks for the user the address names when the route started another', async () => {
    const calls: string[] = [];
    server.use(
      http.get(api('/accounts/:id'), ({ params }) => {
        calls.push(String(params.id));
        return HttpResponse.json({ success: true, data: recruit });
      }),
    );
    renderRoutes(routes, {
      route: '/pages/user/detail?id=r1',
      language: 'ar',
      preloadedState: viewer({ is_ambassador: true }),
      beforeRender: (store) =>
        userDetailRouteHandle.prefetch(store.dispatch, new URLSearchParams('id=other')),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mahmoud Ali' })).toBeInTheDocument();
    expect(calls.sort()).toEqual(['other', 'r1']);
  });

  it('shows the user as read, not the older row the list passed, when the read answered before the page loaded', async () => {
    const approved = {
      ...recruit,
      kyc: { ...recruit.kyc, front: { ...recruit.kyc!.front!, approved: 'approved' } },
    };
    server.use(
      http.get(api('/accounts/:id'), () => HttpResponse.json({ success: true, data: approved })),
      http.get(api('/admin/audit'), () => HttpResponse.json({ success: true, items: [] })),
      http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(api('/compensations'), () =>
        HttpResponse.json({ success: true, items: [], meta: { count: 0, page: 1, limit: 10 } }),
      ),
      http.get(api('/products/imports'), () =>
        HttpResponse.json({ success: true, items: [], meta: { count: 0 } }),
      ),
    );
    let answered: () => void = () => undefined;
    const read = new Promise<void>((resolve) => {
      answered = resolve;
    });
    renderRoutes(
      [
        {
          path: '/pages/user/detail',
          hydrateFallbackElement: <p>…</p>,
          // The page's code arrives after the read its route started has answered (a reload on a fast network).
          lazy: async () => {
            await read;
            return { Component: UserDetailPage };
          },
        },
      ],
      {
        route: '/pages/user/detail?id=r1',
        // Kept by the browser across a reload: the row as the list showed it before the review.
        routeState: { user: recruit, source: 'admin' },
        language: 'ar',
        preloadedState: viewer({ is_admin: true }),
        beforeRender: (store) => {
          userDetailRouteHandle.prefetch(store.dispatch, new URLSearchParams('id=r1'));
          const stop = store.subscribe(() => {
            if (store.getState().users.selected?._id !== 'r1') return;
            stop();
            answered();
          });
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mahmoud Ali' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const front = screen.getByRole('row', { name: /وجه البطاقة/ });
    expect(within(front).getByRole('combobox')).toHaveValue('approved');
  });
});
