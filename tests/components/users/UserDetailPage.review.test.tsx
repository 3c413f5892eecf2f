/**
 * docs/review.md on the admin's user detail: each document on screen beside the data it proves, saved under a
 * readable name, a rejection that asks why (and shows it afterwards), and the user's audit trail.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/api/admin';
import type { User } from '../../../src/api/types';
import { UserDetailPage } from '../../../src/features/users/UserDetailPage';
import { server } from '../../setup/msw';
import { api, renderRoutes, signedIn } from '../../setup/render';
import { aUser } from '../../fixtures/apiShapes';

const FRONT = '/api/v1/files/1.s/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
const BACK = '/api/v1/files/1.s/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg';
const BACK_ADMIN = '/api/v1/files/1.s/cccccccccccccccccccccccccccccccc.png';
const REGISTRATION = '/api/v1/files/1.s/dddddddddddddddddddddddddddddddd.pdf';

const seller: User = aUser({
  _id: 'u7',
  ref_id: 'RCRT-000014',
  name: 'Mona Adel',
  is_seller: true,
  kyc: {
    type: 'national_id',
    id: '29901011234567',
    birthday: '1999-01-01',
    issue_date: '2020-05-10',
    gender: 'female',
    nationality: 'Egyptian',
    front: { url: FRONT, admin_url: '', approved: 'pending', submitted_at: '2026-11-23T09:00:00.000Z' },
    back: {
      url: BACK,
      admin_url: BACK_ADMIN,
      approved: 'rejected',
      submitted_at: '2026-11-23T09:05:00.000Z',
      reason: { code: 'other', text: 'الصورة مقصوصة من الأعلى', at: '2026-11-24T10:00:00.000Z' },
    },
  },
  business_info: {
    approved: 'pending',
    en: { business_name: 'Mona Store' },
    ar: { business_name: 'متجر منى' },
  },
  company_registration: {
    reg_nb: '55123',
    tax_number: '987-654-321',
    owner_name: 'Mona Adel',
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2029-01-01T00:00:00.000Z',
    doc: { url: REGISTRATION, admin_url: '', approved: 'pending' },
  },
});

const HISTORY: AuditEntry[] = [
  {
    id: 'a4',
    action: 'document.reviewed',
    actor: { _id: 'admin1', name: 'Admin One' },
    details: {
      type: 'kyc_back',
      status: 'rejected',
      previous: 'pending',
      reason: { code: 'unreadable', at: '2026-11-24T10:00:00.000Z' },
    },
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 'a3',
    action: 'business_info.reviewed',
    actor: { _id: 'admin1', name: 'Admin One' },
    details: { status: 'approved', previous: null },
    createdAt: '2026-11-23T10:00:00.000Z',
  },
  {
    id: 'a2',
    action: 'role.ambassador.granted',
    actor: null,
    details: { role: 'ambassador', removed_products: 3 },
    createdAt: '2026-11-22T10:00:00.000Z',
  },
  {
    id: 'a1b',
    action: 'admin_document_upload',
    actor: { _id: 'admin1', name: 'Admin One' },
    details: { kind: 'kyc_back' },
    createdAt: '2026-11-21T11:00:00.000Z',
  },
  {
    id: 'a1',
    action: 'user.merged',
    actor: { _id: 'admin1', name: 'Admin One' },
    details: {},
    createdAt: '2026-11-21T10:00:00.000Z',
  },
];

const admin = signedIn(aUser({ _id: 'admin1', name: 'Admin One', is_admin: true }));
const routes = [{ path: '/pages/user/detail', element: <UserDetailPage /> }];

/** The API of the page: the user, its history, and the two review calls (which store what they are sent). */
const serve = (stored: User = seller) => {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  let current: User = structuredClone(stored);
  let historyCalls = 0;
  const at = '2026-11-25T08:00:00.000Z';
  server.use(
    http.get(api('/accounts/u7'), () => HttpResponse.json({ success: true, data: current })),
    http.get(api('/admin/audit'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect([query.get('target_type'), query.get('target_id')]).toEqual(['user', 'u7']);
      historyCalls += 1;
      return HttpResponse.json({ success: true, items: HISTORY });
    }),
    http.get(api('/compensations'), () =>
      HttpResponse.json({ success: true, items: [], meta: { count: 0, page: 1, limit: 10 } }),
    ),
    http.get(api('/products/imports'), () =>
      HttpResponse.json({ success: true, items: [], meta: { count: 0 } }),
    ),
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [] })),
    http.put(api('/admin/u7/approve-kyc-image'), async ({ request }) => {
      const body = (await request.json()) as {
        status: 'rejected';
        type: 'kyc_front';
        reason?: { code: string; text?: string };
      };
      sent.push({ path: 'document', body });
      const kyc = current.kyc ?? {};
      current = {
        ...current,
        kyc: {
          ...kyc,
          front: {
            ...kyc.front,
            approved: body.status,
            ...(body.reason ? { reason: { ...body.reason, at } } : {}),
          },
        },
      };
      return HttpResponse.json({ success: true, data: current });
    }),
    http.put(api('/admin/u7/approve-business-info'), async ({ request }) => {
      const body = (await request.json()) as { status: 'rejected'; reason?: { code: string; text?: string } };
      sent.push({ path: 'business', body });
      current = {
        ...current,
        business_info: {
          ...current.business_info,
          approved: body.status,
          ...(body.reason ? { reason: { ...body.reason, at } } : {}),
        },
      };
      return HttpResponse.json({ success: true, data: current });
    }),
  );
  return { sent, historyCalls: () => historyCalls };
};

const historyLines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/[\u2068\u2069]/g, ''));

describe('the admin reviews a user’s documents on screen', () => {
  it('shows each document beside the data it proves, zoomable, and saves it under a readable name (English)', async () => {
    serve();
    renderRoutes(routes, { route: '/pages/user/detail?id=u7', language: 'en', preloadedState: admin });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mona Adel' })).toBeInTheDocument();

    const idCheck = screen.getByRole('region', { name: 'ID card beside the typed data' });
    const front = within(idCheck).getByRole('img', { name: "Front ID, user's file" });
    expect(front).toHaveAttribute('src', FRONT);
    // The typed data it proves is beside it: ID type and number, name, birthday, issue date, gender.
    for (const [label, value] of [
      ['ID type', 'National ID'],
      ['ID number', '29901011234567'],
      ['Name', 'Mona Adel'],
      ['Birthday', '1 Jan 1999'],
      ['Issue date', '10 May 2020'],
      ['Gender', 'Female'],
    ] as [string, string][]) {
      expect(within(idCheck).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(idCheck).queryByText('Nationality')).not.toBeInTheDocument();

    await user.click(within(idCheck).getByRole('button', { name: 'Zoom in' }));
    expect(front.style.transform).toBe('scale(1.25) rotate(0deg)');
    await user.click(within(idCheck).getByRole('button', { name: 'Rotate 90° clockwise' }));
    expect(front.style.transform).toBe('scale(1.25) rotate(90deg)');
    expect(within(idCheck).getByRole('link', { name: "Download Front ID, user's file" })).toHaveAttribute(
      'download',
      'RCRT-000014-front-id-2026-11-23.png',
    );

    // The back, both the user's file and the admin's copy, with why it was rejected.
    await user.click(within(idCheck).getByRole('button', { name: 'Back ID' }));
    expect(within(idCheck).getByRole('button', { name: 'Back ID' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(idCheck).getByRole('img', { name: "Back ID, user's file" })).toHaveAttribute('src', BACK);
    await user.click(within(idCheck).getByRole('button', { name: "admin's copy" }));
    expect(within(idCheck).getByRole('img', { name: "Back ID, admin's copy" })).toHaveAttribute(
      'src',
      BACK_ADMIN,
    );
    expect(within(idCheck).getByText('الصورة مقصوصة من الأعلى').tagName).toBe('BDI');

    // The company registration PDF in a frame, beside its registration data.
    const registration = screen.getByRole('region', { name: 'Registration document beside the typed data' });
    const frame = within(registration).getByTitle("Company registration, user's file");
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', REGISTRATION);
    for (const [label, value] of [
      ['Registration number', '55123'],
      ['Tax number', '987-654-321'],
      ['Owner name', 'Mona Adel'],
      ['Start date', '1 Jan 2024'],
      ['End date', '1 Jan 2029'],
    ] as [string, string][]) {
      expect(within(registration).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(registration).getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute(
      'href',
      REGISTRATION,
    );

    // The uploads table saves each file under the user, the document and its day; today when the day is unknown.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const rows = screen.getByRole('table', { name: 'Documents uploaded by the user and by admins' });
    const link = (name: string) => within(rows).getByRole('link', { name });
    expect(link('Download Back ID (admin file)')).toHaveAttribute(
      'href',
      `${BACK_ADMIN}?download=RCRT-000014-back-id-2026-11-23.png`,
    );
    expect(link("Download Back ID (user's file)")).toHaveAttribute(
      'download',
      'RCRT-000014-back-id-2026-11-23.jpg',
    );
    expect(link("Download Company registration (user's file)")).toHaveAttribute(
      'download',
      `RCRT-000014-company-registration-${today}.pdf`,
    );
  });

  it('asks why before rejecting, sends the reason, shows it, and lists the change in the history (English)', async () => {
    const api = serve();
    renderRoutes(routes, { route: '/pages/user/detail?id=u7', language: 'en', preloadedState: admin });
    const user = userEvent.setup();
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(historyLines(history)).toEqual([
        expect.stringMatching(
          /^Back ID changed from Pending to Rejected\. Reason: Image unreadable or blurred.*by Admin One$/,
        ),
        expect.stringMatching(/^Business info marked Accepted.*by Admin One$/),
        expect.stringMatching(/^Made an ambassador; 3 products removed.*by the system$/),
        expect.stringMatching(/^An admin uploaded their own copy of the Back ID.*by Admin One$/),
        expect.stringMatching(/^Other change: user\.merged/),
      ]),
    );

    const frontRow = screen.getByRole('row', { name: /Front ID/ });
    const select = within(frontRow).getByRole('combobox', { name: 'Approval of Front ID' });
    await user.selectOptions(select, 'rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Front ID?' });
    expect(dialog).toHaveTextContent('\u2068Front ID\u2069 of \u2068Mona Adel\u2069 will be marked rejected');
    expect(select).toHaveValue('pending');
    expect(api.sent).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Image unreadable or blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent).toEqual([
      { path: 'document', body: { status: 'rejected', type: 'kyc_front', reason: { code: 'unreadable' } } },
    ]);
    await waitFor(() => expect(select).toHaveValue('rejected'));
    expect(
      within(screen.getByRole('row', { name: /Front ID/ })).getByText('Image unreadable or blurred'),
    ).toBeInTheDocument();
    // The history is read again, to list the review just made.
    await waitFor(() => expect(api.historyCalls()).toBe(2));

    // Canceling the dialog leaves the business info as it was, and sends nothing.
    const business = screen.getByRole('combobox', { name: 'Business info approval' });
    await user.selectOptions(business, 'rejected');
    const asked = await screen.findByRole('dialog', { name: 'Reject Business info?' });
    expect(within(asked).getByRole('combobox', { name: /^Reason/ })).toHaveTextContent(
      'Information incomplete',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(business).toHaveValue('pending');
    expect(api.sent).toHaveLength(1);

    // Any other status is sent without a reason.
    await user.selectOptions(business, 'approved');
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toEqual({ path: 'business', body: { status: 'approved' } });
  });

  it('rejects the business info with the admin’s own words and shows them set apart (Arabic)', async () => {
    const api = serve();
    renderRoutes(routes, { route: '/pages/user/detail?id=u7', language: 'ar', preloadedState: admin });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mona Adel' })).toBeInTheDocument();

    const idCheck = screen.getByRole('region', { name: 'البطاقة بجانب البيانات المُدخلة' });
    const front = within(idCheck).getByRole('img', { name: 'وجه البطاقة، ملف المستخدم' });
    expect(within(idCheck).getByText('رقم الهوية').nextElementSibling).toHaveTextContent('29901011234567');
    expect(within(idCheck).getByText('النوع').nextElementSibling).toHaveTextContent('أنثى');
    await user.click(within(idCheck).getByRole('button', { name: 'تكبير' }));
    expect(front.style.transform).toBe('scale(1.25) rotate(0deg)');
    expect(screen.getByRole('link', { name: 'تنزيل وجه البطاقة (ملف المستخدم)' })).toHaveAttribute(
      'href',
      `${FRONT}?download=RCRT-000014-front-id-2026-11-23.png`,
    );
    const registration = screen.getByRole('region', { name: 'مستند السجل بجانب البيانات المُدخلة' });
    expect(within(registration).getByTitle('السجل التجاري، ملف المستخدم').tagName).toBe('IFRAME');
    expect(within(registration).getByText('رقم السجل').nextElementSibling).toHaveTextContent('55123');

    const business = screen.getByRole('combobox', { name: 'اعتماد بيانات النشاط التجاري' });
    await user.selectOptions(business, 'rejected');
    const dialog = await screen.findByRole('dialog', { name: 'رفض بيانات النشاط التجاري؟' });
    await user.selectOptions(within(dialog).getByLabelText(/^السبب/), 'سبب آخر');
    await user.type(within(dialog).getByLabelText(/^التفاصيل/), 'Phone number belongs to another shop');
    await user.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent).toEqual([
      {
        path: 'business',
        body: { status: 'rejected', reason: { code: 'other', text: 'Phone number belongs to another shop' } },
      },
    ]);
    const section = screen.getByRole('region', { name: 'بيانات النشاط التجاري' });
    const words = await within(section).findByText('Phone number belongs to another shop');
    expect(words.tagName).toBe('BDI');
    expect(words.parentElement).toHaveTextContent(/^السبب: Phone number belongs to another shop/);
    expect(business).toHaveValue('rejected');

    const history = screen.getByRole('region', { name: 'سجل التغييرات' });
    expect(historyLines(history)).toEqual([
      expect.stringMatching(
        /^تغيّرت حالة ظهر البطاقة من قيد المراجعة إلى مرفوض\. السبب: الصورة غير مقروءة أو مشوشة.*بواسطة Admin One$/,
      ),
      expect.stringMatching(/^عُلِّمت بيانات النشاط التجاري بأنها مقبول/),
      expect.stringMatching(/^أصبح سفيرًا؛ حُذفت 3 منتجات.*بواسطة النظام$/),
      expect.stringMatching(/^رفع مسؤول نسخته من ظهر البطاقة.*بواسطة Admin One$/),
      expect.stringMatching(/^تغيير آخر: user\.merged/),
    ]);
  });

  it('keeps the dialog open and the review as it was when the server refuses the rejection', async () => {
    server.use(
      http.get(api('/accounts/u7'), () => HttpResponse.json({ success: true, data: seller })),
      http.get(api('/admin/audit'), () => HttpResponse.json({ success: true, items: [] })),
      http.get(api('/compensations'), () =>
        HttpResponse.json({ success: true, items: [], meta: { count: 0, page: 1, limit: 10 } }),
      ),
      http.get(api('/products/imports'), () =>
        HttpResponse.json({ success: true, items: [], meta: { count: 0 } }),
      ),
      http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [] })),
      http.put(api('/admin/u7/approve-kyc-image'), () =>
        HttpResponse.json({ success: false, error: { en: 'Say why', ar: 'اذكر السبب' } }, { status: 400 }),
      ),
    );
    renderRoutes(routes, { route: '/pages/user/detail?id=u7', language: 'en', preloadedState: admin });
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: 'History' })).toHaveTextContent(
      'No changes recorded yet.',
    );
    const select = screen.getByRole('combobox', { name: 'Approval of Front ID' });
    await user.selectOptions(select, 'rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Front ID?' });
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'expired');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Front ID?' })).toBeInTheDocument();
    expect(select).toHaveValue('pending');
  });

  it('flags stored data that does not add up beside the document, in Arabic', async () => {
    serve({
      ...seller,
      // Saved before the checks existed: digit 13 says male (odd), the registration ends before it starts.
      kyc: { ...seller.kyc, id: '29901011234577' },
      company_registration: {
        ...seller.company_registration,
        start_date: '2024-01-01T00:00:00.000Z',
        end_date: '2023-01-01T00:00:00.000Z',
      },
    } as User);
    renderRoutes(routes, { route: '/pages/user/detail?id=u7', language: 'ar', preloadedState: admin });
    const idCheck = await screen.findByRole('region', { name: 'البطاقة بجانب البيانات المُدخلة' });
    const idNote = within(idCheck).getByRole('note');
    expect(idNote).toHaveTextContent('بيانات غير متسقة:');
    expect(idNote).toHaveTextContent('رقم الهوية:');
    expect(idNote).toHaveTextContent('الرقم 13');
    const registration = screen.getByRole('region', { name: 'مستند السجل بجانب البيانات المُدخلة' });
    expect(within(registration).getByRole('note')).toHaveTextContent('تاريخ الانتهاء:');
  });
});
