import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/api/admin';
import type { Category, Product, User } from '../../../src/api/types';
import { openInlineConfirmations } from '../../../src/components/inlineConfirmations';
import { ProductDetailPage } from '../../../src/features/products/ProductDetailPage';
import { server } from '../../setup/msw';
import { api, renderRoutes, signedIn } from '../../setup/render';
import { electronics, makeProduct } from './fixtures';
import { aUser } from '../../fixtures/apiShapes';

const PHOTOS = ['https://img.example/a.png', 'https://img.example/b.png', 'https://img.example/c.png'];

const CATEGORY: Category = {
  ...electronics,
  headers: [
    ...electronics.headers,
    { en: 'Description', ar: 'الوصف', key: 'description', is_required: false, is_visible: true, lang_specific: true, value_type: 'text' },
  ],
}; // prettier-ignore

const product = (overrides: Partial<Product> = {}): Product =>
  makeProduct(7, {
    seller: { _id: 'seller7', name: 'Mona Adel', business_name: { en: 'Mona Lights', ar: 'أضواء منى' } },
    product_images: PHOTOS.map((url) => ({ url })),
    en: { name: 'Desk Lamp', description: 'Warm light.\nTwo levels.' },
    ar: { name: 'مصباح مكتب', description: 'ضوء دافئ.' },
    ...overrides,
  });

const SELLER: User = aUser({ _id: 'seller7', name: 'Mona Adel', is_seller: true });
const ADMIN: User = aUser({ _id: 'admin1', name: 'Admin One', is_admin: true, is_seller: true });

interface Calls {
  updates: Record<string, unknown>[];
  statuses: Record<string, unknown>[];
}

/** The product API over one stored product, which the calls change as the reference API would. */
function productApi(initial: Product, audit: AuditEntry[] = []): Calls {
  let stored = initial;
  const calls: Calls = { updates: [], statuses: [] };
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [CATEGORY] })),
    http.get(api(`/products/${initial._id}`), () => HttpResponse.json({ success: true, data: stored })),
    http.put(api(`/products/${initial._id}/update-product`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.updates.push(body);
      stored = {
        ...stored,
        ...(body as Partial<Product>),
        updatedAt: `2026-10-0${calls.updates.length + 1}`,
      };
      return HttpResponse.json({ success: true, data: stored, product: stored });
    }),
    http.put(api('/products/update-status'), async ({ request }) => {
      const body = (await request.json()) as { status: Product['status']; reason?: Product['review_reason'] };
      calls.statuses.push(body);
      stored = {
        ...stored,
        status: body.status,
        ...(body.reason ? { review_reason: { ...body.reason, at: '2026-10-05T09:00:00.000Z' } } : {}),
      };
      return HttpResponse.json({
        success: true,
        data: { products: [stored], msg: { en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' } },
      });
    }),
    http.get(api('/admin/audit'), () => HttpResponse.json({ success: true, items: audit })),
  );
  return calls;
}

const render = (viewer: User, language: 'en' | 'ar', id = product()._id) =>
  renderRoutes(
    [
      { path: '/store/product/detail', element: <ProductDetailPage /> },
      { path: '/pages/user/detail', element: <p>user detail</p> },
    ],
    { route: `/store/product/detail?id=${id}`, language, preloadedState: signedIn(viewer) },
  );

const GALLERY = {
  en: {
    photos: '3 photos',
    show: (n: number) => (n === 1 ? 'Photo 1 of 3, the main photo' : `Photo ${n} of 3`),
    makeMain: 'Make it the main photo',
    later: 'Move later',
    delete: 'Delete photo',
    confirm: 'Delete',
  },
  ar: {
    photos: '3 صور',
    show: (n: number) => (n === 1 ? 'الصورة رقم 1 (من 3)، الصورة الرئيسية' : `الصورة رقم ${n} (من 3)`),
    makeMain: 'اجعلها الصورة الرئيسية',
    later: 'نقل إلى الخلف',
    delete: 'حذف الصورة',
    confirm: 'حذف',
  },
} as const;

describe.each(['en', 'ar'] as const)('ProductDetailPage gallery in %s', (language) => {
  const words = GALLERY[language];
  const name = language === 'en' ? 'Desk Lamp' : 'مصباح مكتب';

  it('shows every photo, chooses the main one, reorders and deletes, each saved as a list', async () => {
    const calls = productApi(product());
    render(SELLER, language);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: words.photos });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('img', { name })).toHaveAttribute('src', PHOTOS[0]);

    // The keyboard reaches a thumbnail and shows it large.
    const third = within(list).getByRole('button', { name: words.show(3) });
    third.focus();
    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name })).toHaveAttribute('src', PHOTOS[2]);

    await user.click(screen.getByRole('button', { name: words.makeMain }));
    await waitFor(() => expect(calls.updates).toHaveLength(1));
    expect(calls.updates[0]).toEqual({
      product_images: [PHOTOS[2], PHOTOS[0], PHOTOS[1]].map((url) => ({ url })),
    });
    // The photo stays chosen in its new place, now the main one.
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: words.show(1) })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    const later = screen.getByRole('button', { name: words.later });
    await user.click(later);
    await waitFor(() => expect(calls.updates).toHaveLength(2));
    expect(calls.updates[1]).toEqual({
      product_images: [PHOTOS[0], PHOTOS[2], PHOTOS[1]].map((url) => ({ url })),
    });
    expect(later).toHaveFocus();

    await user.click(screen.getByRole('button', { name: words.delete }));
    // The question takes the focus from the button it replaced, and the toast host knows it is open.
    expect(screen.getByRole('button', { name: language === 'en' ? 'Cancel' : 'إلغاء' })).toHaveFocus();
    expect(openInlineConfirmations()).toHaveLength(1);
    expect(openInlineConfirmations()[0]).toContainElement(
      screen.getByRole('button', { name: words.confirm }),
    );
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(calls.updates).toHaveLength(3));
    expect(calls.updates[2]).toEqual({ product_images: [PHOTOS[0], PHOTOS[1]].map((url) => ({ url })) });
    // The deleted photo's buttons are gone: the focus moves to the photo shown in its place.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-pressed', 'true'));
    expect(openInlineConfirmations()).toEqual([]);
  });
});

describe('ProductDetailPage edit form', () => {
  it('shows the SKU read-only, the description as several lines, and never sends the SKU', async () => {
    const calls = productApi(product());
    render(SELLER, 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit product' });
    const sku = within(form).getByLabelText('SKU');
    expect(sku).toHaveValue('SKU-7');
    expect(sku).toHaveAttribute('readonly');
    expect(within(form).getByText(/cannot be changed/)).toBeInTheDocument();
    const description = within(form).getByLabelText('Description (EN)');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveValue('Warm light.\nTwo levels.');
    expect(description).toHaveAttribute('maxlength', '5000');
    await user.type(description, '{Enter}Dimmable.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated succesfully!')).toBeInTheDocument();
    expect(calls.updates).toEqual([
      { en: { name: 'Desk Lamp', description: 'Warm light.\nTwo levels.\nDimmable.' } },
    ]);
  });

  it.each([
    ['en', 'Name (EN)', 'Name (AR)', 'Enter the name in English or in Arabic', 'Save'],
    ['ar', 'الاسم (إنجليزي)', 'الاسم (عربي)', 'أدخل الاسم بالعربية أو بالإنجليزية', 'حفظ'],
  ] as const)(
    'in %s, a product left without a name in either language is not saved, the message under both names',
    async (language, englishLabel, arabicLabel, message, save) => {
      const calls = productApi(product());
      render(SELLER, language);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Edit' : 'تعديل' }));
      const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);
      const english = screen.getByLabelText(label(englishLabel));
      const arabic = screen.getByLabelText(label(arabicLabel));
      await user.clear(english);
      await user.clear(arabic);
      await user.click(screen.getByRole('button', { name: save }));
      expect(await screen.findAllByText(message)).toHaveLength(2);
      for (const input of [english, arabic]) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      expect(calls.updates).toEqual([]);
    },
  );

  it.each([
    ['en', 'Edit', /new names, attributes or photos send it back to review/],
    ['ar', 'تعديل', /يعيده إلى المراجعة/],
  ] as const)(
    'in %s, tells the seller of an active product which changes send it back to review, and no one else',
    async (language, edit, note) => {
      productApi(product());
      const { unmount } = render(SELLER, language);
      await userEvent.setup().click(await screen.findByRole('button', { name: edit }));
      expect(screen.getByRole('note')).toHaveTextContent(note);
      unmount();

      productApi(product({ status: 'pending' }));
      render(SELLER, language);
      await userEvent.setup().click(await screen.findByRole('button', { name: edit }));
      expect(screen.getByRole('form')).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    },
  );

  it('saves a product named in one language only: the other name is optional', async () => {
    const calls = productApi(product());
    render(SELLER, 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/^Name \(EN\)/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated succesfully!')).toBeInTheDocument();
    expect(calls.updates).toEqual([{ en: { name: '', description: 'Warm light.\nTwo levels.' } }]);
  });
});

const AUDIT: AuditEntry[] = [
  {
    id: 'a2',
    action: 'product.status_changed',
    actor: { _id: 'admin1', name: 'Admin One' },
    details: {
      from: 'pending',
      to: 'rejected',
      reason: { code: 'poor_photos', text: 'Blurry' },
      batch_id: 'b1',
    },
    createdAt: '2026-10-03T10:00:00.000Z',
  },
  {
    id: 'a1',
    action: 'product.updated',
    actor: null,
    details: { fields: ['listing_price', 'en'] },
    createdAt: '2026-10-02T10:00:00.000Z',
  },
  {
    id: 'a01',
    action: 'product.imported',
    actor: { _id: 'seller7', name: 'Mona Adel' },
    details: { import_id: 'i1', file_name: 'منتجات نوفمبر.xlsx', change: 'updated' },
    createdAt: '2026-10-01T12:00:00.000Z',
  },
  { id: 'a0', action: 'product.archived', actor: null, details: {}, createdAt: '2026-10-01T10:00:00.000Z' },
];

describe('ProductDetailPage review', () => {
  it('gives an admin the seller link, the status control with a reason on reject, and the history', async () => {
    const calls = productApi(product({ status: 'pending' }), AUDIT);
    const { router } = render(ADMIN, 'en');
    const history = await screen.findByRole('region', { name: 'History' });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        'Status changed from Pending to Rejected. Reason: \u2068Photos missing or unclear: \u2068Blurry\u2069\u2069',
      ),
      expect.stringContaining('Edited: Listing price and English texts'),
      expect.stringContaining('Changed by importing the spreadsheet \u2068منتجات نوفمبر.xlsx\u2069'),
      expect.stringContaining('Other change (\u2068product.archived\u2069)'),
    ]);
    expect(items[0]).toHaveTextContent('by \u2068Admin One\u2069');
    expect(items[1]).toHaveTextContent('by the system');

    const user = userEvent.setup();
    const review = screen.getByRole('region', { name: 'Review' });
    const apply = within(review).getByRole('button', { name: 'Change status' });
    expect(apply).toBeDisabled();
    await user.selectOptions(within(review).getByLabelText('Status'), 'rejected');
    await user.click(apply);
    const dialog = screen.getByRole('dialog', { name: 'Reject this product?' });
    expect(dialog).toHaveTextContent('Desk Lamp');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(calls.statuses).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'wrong_category');
    await user.type(within(dialog).getByLabelText(/^Details/), 'Belongs in textiles');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(calls.statuses).toEqual([
      {
        ids: [product()._id],
        status: 'rejected',
        reason: { code: 'wrong_category', text: 'Belongs in textiles' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Rejected:').parentElement).toHaveTextContent(
      'Rejected: Wrong category: \u2068Belongs in textiles\u2069',
    );

    await user.click(screen.getByRole('link', { name: 'Mona Adel' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/pages/user/detail?id=seller7',
    );
  }, 15_000);

  it.each([
    ['en', 'Rejected:', 'Photos missing or unclear: \u2068Too dark\u2069', 'Mona Lights'],
    ['ar', 'مرفوض:', 'الصور ناقصة أو غير واضحة: \u2068Too dark\u2069', 'أضواء منى'],
  ] as const)(
    'shows the seller in %s why the product was rejected, without admin controls',
    async (language, title, words, business) => {
      productApi(
        product({
          status: 'rejected',
          review_reason: { code: 'poor_photos', text: 'Too dark', at: '2026-10-04T08:00:00.000Z' },
        }),
      );
      render(SELLER, language);
      const note = (await screen.findByText(title)).parentElement;
      expect(note).toHaveTextContent(`${title} ${words}`);
      expect(within(note as HTMLElement).getByText(words, { selector: 'bdi' })).toBeInTheDocument();
      expect(screen.getByText(business)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Mona Adel' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: language === 'en' ? 'History' : 'السجل' }),
      ).not.toBeInTheDocument();
    },
  );
});
