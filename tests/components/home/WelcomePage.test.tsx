import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product, User, Withdrawal } from '../../../src/api/types';
import { aProduct, aWithdrawal } from '../../fixtures/apiShapes';
import { WelcomePage } from '../../../src/features/home/WelcomePage';
import { formatMoney } from '../../../src/i18n/format';
import { server } from '../../setup/msw';
import { api, renderPage, signedIn } from '../../setup/render';

const document = (approved: string, reason?: object) => ({
  url: '/files/x.png',
  approved,
  ...(reason ? { reason } : {}),
});

/** A seller through registration whose front ID was refused and whose business info was accepted. */
const seller: User = {
  _id: 'u1',
  name: 'Mona',
  is_seller: true,
  kyc: {
    address: 'Cairo',
    front: document('rejected', {
      code: 'data_mismatch',
      text: 'ID 2990101',
      at: '2026-11-20T09:00:00.000Z',
    }),
    back: document('approved'),
  },
  business_info: { en: { business_name: 'Nile' }, approved: 'approved' },
  company_registration: { reg_nb: '123', owner_name: 'Mona' },
} as unknown as User;

/** The seller's withdrawal requests, newest first, as the next test's server lists them. */
let withdrawals: Withdrawal[] = [];
/** The seller's low-stock products and default threshold, and what the home asked for them. */
let lowProducts: Product[] = [];
let lowStockDefault = 5;
let lowStockBodies: object[] = [];

const renderHome = (userdata: User, language: 'ar' | 'en') =>
  renderPage(<WelcomePage />, { language, preloadedState: signedIn(userdata) });

beforeEach(() => {
  withdrawals = [];
  lowProducts = [];
  lowStockDefault = 5;
  lowStockBodies = [];
  server.use(
    http.get(api('/withdrawals'), () =>
      HttpResponse.json({
        success: true,
        items: withdrawals,
        meta: { count: withdrawals.length, page: 1, limit: 5 },
        minimum: 100,
        counts: { pending: 0, approved: 0, paid: 0, rejected: 0, cancelled: 0 },
      }),
    ),
    http.get(api('/orders/seller'), ({ request }) =>
      HttpResponse.json({
        success: true,
        data: [],
        meta: { count: new URL(request.url).searchParams.get('status') === 'pending' ? 3 : 40 },
      }),
    ),
    http.post(api('/products/seller'), async ({ request }) => {
      const body = (await request.json()) as { filter?: { status?: string; stock?: string }; sort?: string };
      if (body.filter?.stock === 'low') {
        lowStockBodies.push(body);
        return HttpResponse.json({ items: lowProducts, meta: { count: lowProducts.length } });
      }
      const count = { rejected: 1, soldout: 0 }[body.filter?.status ?? ''] ?? 99;
      return HttpResponse.json({ items: [], meta: { count } });
    }),
    http.get(api('/products/low-stock-default'), () =>
      HttpResponse.json({ success: true, data: { threshold: lowStockDefault } }),
    ),
    http.put(api('/products/low-stock-default'), async ({ request }) => {
      lowStockDefault = ((await request.json()) as { threshold: number }).threshold;
      return HttpResponse.json({ success: true, data: { threshold: lowStockDefault } });
    }),
    // The first-steps checklist is tested on its own (FirstSteps.test.tsx): here every step is done.
    http.get(api('/accounts/first-steps'), () =>
      HttpResponse.json({
        success: true,
        data: {
          kyc: 'done',
          business_info: 'done',
          company_registration: 'done',
          product: 'done',
          photo: 'done',
          payout_account: 'done',
        },
      }),
    ),
    http.get(api('/accounts/wallet'), () =>
      HttpResponse.json({
        success: true,
        data: { wallet: { net_balance: 1500.5, total_balance: 2000.5 }, user: null },
        items: [],
        meta: { count: 0, page: 1, limit: 5 },
      }),
    ),
  );
});

describe('the seller home', () => {
  it('lists what waits on the seller in Arabic, each linking to its filtered list, and the money', async () => {
    renderHome(seller, 'ar');
    const tasks = await screen.findByRole('region', { name: 'ما يحتاج إلى إجراء' });
    const item = (text: string) => within(tasks).getByText(text).closest('li') as HTMLElement;
    expect(await within(tasks).findByText('3 بنود طلبات تنتظر تأكيدك.')).toBeInTheDocument();
    expect(within(item('3 بنود طلبات تنتظر تأكيدك.')).getByRole('link')).toHaveAttribute(
      'href',
      '/store/orders?tab=pending',
    );
    expect(await within(tasks).findByText('منتج واحد لم يُقبل.')).toBeInTheDocument();
    expect(within(item('لم يُقبل وجه بطاقتك: ارفعه مرة أخرى.')).getByRole('link')).toHaveAttribute(
      'href',
      '/pages/profile?tab=kyc',
    );
    // The admin's reason, in the page's language with their own words isolated.
    expect(item('لم يُقبل وجه بطاقتك: ارفعه مرة أخرى.')).toHaveTextContent(
      'السبب: لا يطابق البيانات التي أدخلتها: ID 2990101',
    );
    // Nothing sold out: no line for it.
    expect(within(tasks).queryByText(/نفدت/)).toBeNull();
    const money = await screen.findByRole('region', { name: 'أموالك' });
    expect(money).toHaveTextContent(formatMoney(1500.5, 'ar'));
    expect(money).toHaveTextContent(formatMoney(500, 'ar'));
    // The landing page keeps its logo (docs/screens.md).
    expect(screen.getByRole('img', { name: 'تعذّر عرض الشعار' })).toBeInTheDocument();
  });

  it('lists the products at or below their low-stock threshold, lowest first, and changes the default, in Arabic', async () => {
    lowProducts = [
      aProduct({ _id: 'p1', stock_quantity: 1, ar: { name: 'شاحن' }, en: { name: 'Charger' } }),
      aProduct({ _id: 'p2', stock_quantity: 4, ar: { name: 'سماعة' }, en: { name: 'Headset' } }),
    ];
    renderHome(seller, 'ar');
    const card = await screen.findByRole('region', { name: 'مخزون منخفض' });
    expect(await within(card).findByText('منتجان عند حد التنبيه أو أقل.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'شاحن' })).toHaveAttribute(
      'href',
      '/store/product/detail?id=p1',
    );
    expect(within(card).getByRole('link', { name: 'عرض كل المنتجات منخفضة المخزون' })).toHaveAttribute(
      'href',
      '/store/inventory?stock=low&order=stock_asc',
    );
    expect(lowStockBodies[0]).toEqual({ filter: { stock: 'low' }, sort: 'stock_asc' });

    const user = userEvent.setup();
    const box = await within(card).findByRole('textbox', { name: 'حد المخزون المنخفض الافتراضي' });
    expect(box).toHaveValue('5');
    await user.clear(box);
    await user.type(box, '2.5');
    await user.click(within(card).getByRole('button', { name: 'حفظ' }));
    expect(await within(card).findByText('اكتب عددًا صحيحًا من 0 إلى 1,000,000')).toBeInTheDocument();
    expect(box).toHaveValue('2.5');
    expect(lowStockDefault).toBe(5);
    // Arabic-Indic digits are a number like any other.
    await user.clear(box);
    await user.type(box, '١٠');
    await user.click(within(card).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(lowStockDefault).toBe(10));
    // The list is asked for again under the new default.
    await waitFor(() => expect(lowStockBodies).toHaveLength(2));
  });

  it('tells the seller where their newest withdrawal stands: rejected with the reason, in Arabic', async () => {
    withdrawals = [
      aWithdrawal({
        _id: 'w9',
        reference: 'WD-00000000B9',
        status: 'rejected',
        amount: 300,
        updatedAt: '2026-11-21T10:00:00.000Z',
        reason: { code: 'account_closed', at: '2026-11-21T10:00:00.000Z' },
      }),
    ];
    renderHome(seller, 'ar');
    const money = await screen.findByRole('region', { name: 'أموالك' });
    expect(await within(money).findByText(/WD-00000000B9/)).toHaveTextContent('رُفض في');
    expect(money).toHaveTextContent('وعاد المبلغ إلى رصيدك');
    expect(money).toHaveTextContent('السبب: الحساب البنكي مغلق أو موقوف');
    expect(within(money).getByRole('link', { name: 'كل طلبات السحب' })).toHaveAttribute(
      'href',
      '/pages/withdrawal',
    );
    expect(within(money).getByRole('link', { name: 'طلب سحب' })).toHaveAttribute(
      'href',
      '/pages/requested-withdrawl',
    );
  });

  it('shows a paid withdrawal with the bank’s reference, and no request below the minimum, in English', async () => {
    withdrawals = [
      aWithdrawal({
        _id: 'w8',
        reference: 'WD-00000000B8',
        status: 'paid',
        amount: 800,
        paid_on: '2026-11-20',
        payment_reference: 'FT2611200042',
      }),
    ];
    server.use(
      http.get(api('/accounts/wallet'), () =>
        HttpResponse.json({
          success: true,
          data: { wallet: { net_balance: 40, total_balance: 40 }, user: null },
          items: [],
          meta: { count: 0, page: 1, limit: 5 },
        }),
      ),
    );
    renderHome(seller, 'en');
    const money = await screen.findByRole('region', { name: 'Your money' });
    expect(await within(money).findByText(/WD-00000000B8/)).toHaveTextContent(
      'WD-00000000B8: 800.00 LE, paid on 20 Nov 2026 (bank reference FT2611200042).',
    );
    expect(within(money).queryByRole('link', { name: 'Request a withdrawal' })).toBeNull();
    expect(within(money).getByRole('link', { name: 'All withdrawal requests' })).toBeVisible();
    expect(money).toHaveTextContent('A withdrawal can be requested from 100.00 LE available.');
  });

  it('sends a seller part-way through registration to the next step, in English', async () => {
    renderHome(
      { _id: 'u2', name: 'Salma', is_seller: true, kyc: { address: 'Cairo' } } as unknown as User,
      'en',
    );
    const tasks = await screen.findByRole('region', { name: 'What needs doing' });
    const link = within(tasks).getByRole('link', { name: 'Continue' });
    expect(link).toHaveAttribute('href', '/bi');
    expect(
      within(tasks).getByText('Finish your registration: the next step is Business info.'),
    ).toBeInTheDocument();
  });
});

describe('the admin home', () => {
  const admin = { _id: 'a1', name: 'Admin', is_admin: true, is_seller: true } as unknown as User;
  const queues = (oldest: string | null) => ({
    products: { count: 5000, oldest_at: oldest },
    documents: { count: 1, oldest_at: oldest },
    business_info: { count: 0, oldest_at: null },
    withdrawals: { count: 2, oldest_at: oldest },
    returns: { count: 3, oldest_at: oldest },
  });

  it('lists the review queues in English with their counts, the oldest item and the list each opens', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    server.use(
      http.get(api('/admin/queues'), () => HttpResponse.json({ success: true, data: queues(threeDaysAgo) })),
    );
    renderHome(admin, 'en');
    const region = await screen.findByRole('region', { name: 'Waiting for review' });
    const row = (text: string) => within(region).getByText(text).closest('li') as HTMLElement;
    expect(await within(region).findByText('5,000 products waiting for review')).toBeInTheDocument();
    expect(row('5,000 products waiting for review')).toHaveTextContent('Oldest sent 3 days ago');
    expect(within(row('5,000 products waiting for review')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/products?tab=pending&order=waiting',
    );
    expect(
      within(row('1 document waiting for review')).getByRole('link', {
        name: 'Review the users with documents waiting',
      }),
    ).toHaveAttribute('href', '/pages/admin?review=documents');
    expect(within(region).getByText('Business info of 0 sellers waiting for review')).toBeInTheDocument();
    expect(
      within(row('2 withdrawal requests waiting for a decision')).getByRole('link', {
        name: 'Decide the withdrawal requests waiting',
      }),
    ).toHaveAttribute('href', '/admin/payouts?tab=pending');
    expect(
      within(row('3 return cases waiting for a decision')).getByRole('link', {
        name: 'Decide the return cases waiting',
      }),
    ).toHaveAttribute('href', '/admin/returns?tab=requested');
  });

  it('words the queues in Arabic with plural forms', async () => {
    server.use(
      http.get(api('/admin/queues'), () =>
        HttpResponse.json({ success: true, data: queues('2026-11-01T00:00:00.000Z') }),
      ),
    );
    renderHome(admin, 'ar');
    const region = await screen.findByRole('region', { name: 'بانتظار المراجعة' });
    expect(await within(region).findByText('5,000 منتج بانتظار المراجعة')).toBeInTheDocument();
    expect(within(region).getByText('مستند واحد بانتظار المراجعة')).toBeInTheDocument();
    expect(within(region).getByText('لا توجد بيانات نشاط تجاري بانتظار المراجعة')).toBeInTheDocument();
    expect(within(region).getByText('طلبا سحب بانتظار القرار')).toBeInTheDocument();
    expect(within(region).getByText('3 حالات إرجاع بانتظار القرار')).toBeInTheDocument();
    expect(region).toHaveTextContent(/أقدمها أُرسل قبل \d+ يومًا/);
  });
});

describe('the ambassador home', () => {
  const ambassador = {
    _id: 'a4',
    name: 'Hany',
    ref_id: 'AMBS-000004',
    is_ambassador: true,
    kyc: {},
    business_info: {},
    company_registration: {},
  } as unknown as User;

  beforeEach(() => {
    server.use(
      http.get(api('/accounts/view-recruits'), () => HttpResponse.json({ success: true, data: [] })),
    );
  });

  it('hands out an invitation link to copy, share on WhatsApp and show as a QR code', async () => {
    renderHome(ambassador, 'en');
    const link = `${window.location.origin}/signup?ref=AMBS-000004`;
    const shown = await screen.findByTestId('referral-link');
    expect(shown).toHaveTextContent(link);
    expect(shown).toHaveAttribute('dir', 'ltr');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText('Link copied')).toBeInTheDocument();

    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toContain(link);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');

    expect(screen.queryByRole('img', { name: 'QR code of your invitation link' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show QR code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const qr = await screen.findByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('words the invitation in Arabic, the link kept left to right', async () => {
    renderHome(ambassador, 'ar');
    expect(await screen.findByRole('heading', { name: 'رابط الدعوة الخاص بك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاركة عبر واتساب' }).getAttribute('href')).toContain(
      encodeURIComponent('/signup?ref=AMBS-000004'),
    );
    expect(screen.getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument();
  });
});
