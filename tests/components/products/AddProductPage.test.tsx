import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '../../../src/api/types';
import { AddProductPage } from '../../../src/features/products/AddProductPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { aCategory } from '../../fixtures/apiShapes';

const header = (en: string, ar: string, key: string, flags: Partial<Category['headers'][number]> = {}) => ({
  en,
  ar,
  key,
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text' as const,
  ...flags,
});

const tools: Category = aCategory({
  _id: 'c9',
  code: 'tools',
  name: { en: 'Tools', ar: 'عدد وأدوات' },
  published: true,
  headers: [
    header('Name', 'الاسم', 'name', { is_required: true, lang_specific: true }),
    header('SKU', 'رمز المنتج', 'sku', { is_required: true }),
    header('Material', 'الخامة', 'material', { is_required: true, lang_specific: true }),
    header('Listing price', 'سعر البيع', 'listing_price', { is_required: true, value_type: 'number' }),
    header('Stock quantity', 'الكمية المتاحة', 'stock_quantity', { is_required: true, value_type: 'number' }),
    header('Battery type', 'نوع البطارية', 'battery_type', {
      options: [
        { en: 'Li-ion', ar: 'ليثيوم أيون' },
        { en: 'NiMH', ar: 'نيكل' },
      ],
    }),
    header('Warranty months', 'مدة الضمان بالشهور', 'warranty_months', { value_type: 'number' }),
  ],
});

/** Typing every field of a form takes a few seconds when the machine is busy. */
const TYPING_TIMEOUT_MS = 15_000;

let bodies: unknown[] = [];
let uploads = 0;

beforeEach(() => {
  bodies = [];
  uploads = 0;
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [tools] })),
    http.post(api('/products/create-product'), async ({ request }) => {
      const body = (await request.json()) as { sku?: string };
      bodies.push(body);
      if (body.sku === 'TAKEN-1') {
        const taken = { en: 'You already have a product with this SKU', ar: 'لديك بالفعل منتج بهذا الرمز' };
        return HttpResponse.json({ success: false, error: taken, fields: { sku: taken } }, { status: 400 });
      }
      const product = { _id: 'p-new', sku: 'TOO-0A1B2C3D4E', status: 'pending' };
      return HttpResponse.json({ success: true, data: product, product }, { status: 201 });
    }),
    http.post(api('/products/p-new/upload-image'), () => {
      uploads += 1;
      const product = { _id: 'p-new' };
      return HttpResponse.json({ success: true, data: product, product });
    }),
  );
});

const renderPage = (language: 'ar' | 'en', route = '/store/product/new') =>
  renderRoutes(
    [
      { path: '/store/product/new', element: <AddProductPage /> },
      { path: '/store/product/detail', element: <p>product page</p> },
    ],
    { route, language },
  );

describe('AddProductPage', () => {
  it('builds the form from the chosen category and says, in Arabic, what a new product needs before sending', async () => {
    const { router } = renderPage('ar');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'عدد وأدوات' });
    await user.selectOptions(screen.getByLabelText('الفئة'), 'tools');
    expect(router.state.location.search).toBe('?category=tools');
    const form = await screen.findByRole('form', { name: 'منتج جديد' });
    await user.click(within(form).getByRole('button', { name: 'إضافة المنتج' }));

    const errorOf = async (label: RegExp) => {
      const field = within(form).getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      return document.getElementById(field.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent;
    }; // prettier-ignore
    expect(await errorOf(/^الاسم \(عربي\)/)).toBe('أدخل الاسم بالعربية أو بالإنجليزية');
    expect(await errorOf(/^الخامة \(إنجليزي\)/)).toBe('الخامة مطلوب للمنتج الجديد.');
    expect(await errorOf(/^سعر البيع/)).not.toBe('');
    // The drop-down of a field with choices offers them in the page's language.
    expect(within(form).getByRole('combobox', { name: 'نوع البطارية' })).toHaveTextContent('ليثيوم أيون');
    expect(bodies).toEqual([]);
  });

  it(
    'sends the product as typed (Arabic digits, one language, a choice, a link), uploads the photo, opens the product',
    async () => {
      const { router } = renderPage('ar', '/store/product/new?category=tools');
      const user = userEvent.setup();
      const form = await screen.findByRole('form', { name: 'منتج جديد' });
      await user.type(within(form).getByLabelText(/^الاسم \(عربي\)/), 'مفك كهربائي');
      await user.type(within(form).getByLabelText(/^الخامة \(عربي\)/), 'فولاذ');
      await user.type(within(form).getByLabelText(/^سعر البيع/), '١٤٩٫٥');
      await user.type(within(form).getByLabelText(/^الكمية المتاحة/), '٥');
      await user.type(within(form).getByLabelText('التنبيه عند كمية'), '٢');
      await user.selectOptions(within(form).getByRole('combobox', { name: 'نوع البطارية' }), 'Li-ion');
      await user.type(within(form).getByLabelText('رابط الصورة 1'), 'https://cdn.example.eg/driver.webp');
      await user.upload(
        within(form).getByLabelText('ملفات الصور'),
        new File(['png'], 'driver.png', { type: 'image/png' }),
      );
      await user.click(within(form).getByRole('button', { name: 'إضافة المنتج' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/store/product/detail'));
      expect(router.state.location.search).toBe('?id=p-new');
      expect(bodies).toEqual([
        {
          category: 'tools',
          listing_price: 149.5,
          stock_quantity: 5,
          en: {},
          ar: { name: 'مفك كهربائي', material: 'فولاذ' },
          details: { battery_type: 'Li-ion' },
          product_images: [{ url: 'https://cdn.example.eg/driver.webp' }],
          low_stock_threshold: 2,
        },
      ]);
      expect(uploads).toBe(1);
      expect(await screen.findByText('تمت إضافة المنتج، وهو الآن بانتظار المراجعة.')).toBeInTheDocument();
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'shows a SKU already used under the SKU field, in English, keeping everything typed',
    async () => {
      renderPage('en', '/store/product/new?category=tools');
      const user = userEvent.setup();
      const form = await screen.findByRole('form', { name: 'New product' });
      await user.type(within(form).getByLabelText(/^Name \(EN\)/), 'Screwdriver');
      await user.type(within(form).getByLabelText(/^Material \(EN\)/), 'Steel');
      await user.type(within(form).getByLabelText(/^Listing price/), '80');
      await user.type(within(form).getByLabelText(/^Stock quantity/), '2');
      await user.type(within(form).getByLabelText(/^SKU/), 'TAKEN-1');
      await user.click(within(form).getByRole('button', { name: 'Add the product' }));
      expect(await within(form).findByText('You already have a product with this SKU')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^SKU/)).toHaveValue('TAKEN-1');
      expect(within(form).getByLabelText(/^Name \(EN\)/)).toHaveValue('Screwdriver');
      expect(bodies).toHaveLength(1);
    },
    TYPING_TIMEOUT_MS,
  );
});
