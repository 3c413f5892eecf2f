import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingPage } from '../../../src/features/products/ListingPage';
import type { CheckResponse } from '../../../src/features/products/spreadsheetCheck';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { electronics } from './fixtures';

// jsdom has no Web Worker: the check itself is covered by the rule tests and the browser journey.
const check = vi.hoisted(() => ({ next: null as CheckResponse | null }));
vi.mock('../../../src/features/products/spreadsheetCheck', () => ({
  checkSpreadsheetFile: vi.fn(async () => check.next),
}));

const xlsx = () => new File(['PK'], 'products.xlsx', { type: 'application/octet-stream' });

const renderListing = (language: 'ar' | 'en') =>
  renderRoutes([{ path: '/store/listing', element: <ListingPage /> }], { route: '/store/listing', language });

beforeEach(() => {
  server.use(http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })));
});

describe('ListingPage', () => {
  it('asks for a category before downloading a template', async () => {
    renderListing('en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    // Said twice: beside the field and as a toast.
    expect(await screen.findAllByText('Please select a category first')).toHaveLength(2);
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the problems of a bad file by row and column in Arabic and keeps the upload closed', async () => {
    check.next = {
      status: 'checked',
      errorCount: 3,
      rowCount: 2,
      errors: [
        { row: 1, column: 'Colour', code: 'unknownColumn' },
        { row: 2, column: 'name', code: 'required' },
        { row: 3, column: 'listing_price', code: 'notANumber' },
      ],
    };
    renderListing('ar');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'إلكترونيات' });
    await user.selectOptions(screen.getByLabelText('الفئة'), 'electronics');
    await user.upload(screen.getByLabelText('جدول بيانات المنتجات (‎.xlsx)'), xlsx());
    const table = await screen.findByRole('table', { name: 'المشكلات في الملف' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1Colourهذا العمود ليس من أعمدة نموذج الفئة.',
      '2الاسمهذه القيمة مطلوبة.',
      '3سعر البيعيجب أن تكون رقمًا.',
    ]);
    expect(screen.getByText('وجدنا 3 مشكلة. صححها في الملف ثم اختره مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رفع المنتجات' })).toBeDisabled();
  });

  it('uploads a clean file, adds the products in the chosen language and says how many', async () => {
    check.next = { status: 'checked', errorCount: 0, rowCount: 2, errors: [] };
    let added: unknown;
    server.use(
      http.post(api('/products/upload-product-xls'), () =>
        HttpResponse.json({ success: true, data: { url: '/api/v1/files/abc.xlsx' } }),
      ),
      http.post(api('/products/add-product-xls'), async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ success: true, data: { count: 2 } });
      }),
    );
    renderListing('en');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Electronics' });
    await user.selectOptions(screen.getByLabelText('Category'), 'electronics');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.upload(screen.getByLabelText('Product spreadsheet (.xlsx)'), xlsx());
    expect(
      await screen.findByText('The file looks good: 2 products are ready to upload.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload products' }));
    expect((await screen.findAllByText(/2 Product\(s\) added succesfully!/)).length).toBeGreaterThan(0);
    expect(added).toEqual({ route: '/api/v1/files/abc.xlsx', lang: 'en', category: 'electronics' });
  });

  it('shows the row errors the server sends back for a file it refuses', async () => {
    check.next = { status: 'checked', errorCount: 0, rowCount: 1, errors: [] };
    server.use(
      http.post(api('/products/upload-product-xls'), () =>
        HttpResponse.json({ success: true, data: { url: '/api/v1/files/abc.xlsx' } }),
      ),
      http.post(api('/products/add-product-xls'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { en: 'The spreadsheet has errors.', ar: 'يحتوي الملف على أخطاء.' },
            details: { errors: [{ row: 2, column: 'sku', code: 'skuExists' }], errorCount: 1 },
          },
          { status: 400 },
        ),
      ),
    );
    renderListing('en');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Electronics' });
    await user.selectOptions(screen.getByLabelText('Category'), 'electronics');
    await user.upload(screen.getByLabelText('Product spreadsheet (.xlsx)'), xlsx());
    await user.click(await screen.findByRole('button', { name: 'Upload products' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(table).getByText('You already have a product with this SKU.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload products' })).toBeDisabled());
  });
});
