import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDocument } from '../../../src/api/orderDocuments';
import { SellerOrderDocumentsPage } from '../../../src/features/orders/OrderDocumentsPage';
import { orderDocumentsPrintPath } from '../../../src/features/orders/orderDocumentPaths';
import { formatDate, formatMoney } from '../../../src/i18n/format';
import { qrPathData, qrSymbol } from '../../../src/lib/qrMatrix';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';

const documentOf = (order: string, reference: string): OrderDocument => ({
  order_id: order,
  order_ref_id: reference,
  created_at: '2026-10-01T08:00:00.000Z',
  seller: {
    _id: 's1',
    name: 'Ahmed Hassan',
    business_name: { en: 'Nile Trading Co.', ar: 'شركة النيل للتجارة' },
    tax_number: '345-678-345',
    reg_nb: '345678',
  },
  buyer: { name: 'مكتب الجيزة للتوريدات', phone_number: '01011112222' },
  delivery_address: { governorate: 'giza', city: 'الدقي', street: 'شارع التحرير', building_number: '12' },
  lines: [
    {
      _id: `${order}-l1`,
      sku: 'TOWEL-70',
      name: { en: 'Cotton towel', ar: 'فوطة قطن' },
      quantity: 3,
      unit_price: 80,
      total: 240,
    },
    {
      _id: `${order}-l2`,
      sku: 'LAMP-1',
      name: { en: 'Desk lamp', ar: '' },
      quantity: 2,
      unit_price: 120.5,
      total: 241,
    },
  ],
  total: 481,
});

const DOCUMENTS = [documentOf('o7', 'ORD-7'), documentOf('o8', 'ORD-8')];

/** Answers the print page's read with the documents, and keeps the orders it was asked for. */
const serveDocuments = () => {
  const asked: unknown[] = [];
  server.use(
    http.post(api('/orders/documents/content'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ success: true, data: DOCUMENTS });
    }),
  );
  return asked;
};

const openPrintPage = (kind: 'invoice' | 'packing_slip', language: 'ar' | 'en') =>
  renderPage(<SellerOrderDocumentsPage />, {
    path: '/store/orders/print',
    route: orderDocumentsPrintPath('seller', kind, ['o7', 'o8']),
    language,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderDocumentsPage', () => {
  it('lays out the invoices in Arabic, right to left, each with its QR code, and prints them', async () => {
    const asked = serveDocuments();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openPrintPage('invoice', 'ar');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('فواتير للطباعة');
    const sheets = await screen.findAllByRole('article');
    expect(asked).toEqual([{ order_ids: ['o7', 'o8'] }]);
    expect(sheets).toHaveLength(2);
    const [first] = sheets as [HTMLElement];
    expect(first).toHaveAttribute('dir', 'rtl');
    expect(first).toHaveAttribute('lang', 'ar');
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('فاتورة');
    expect(first).toHaveTextContent('شركة النيل للتجارة');
    expect(first).toHaveTextContent('الرقم الضريبي345-678-345');
    expect(first).toHaveTextContent('رقم السجل التجاري345678');
    expect(first).toHaveTextContent(formatDate('2026-10-01T08:00:00.000Z', 'ar'));
    expect(first).toHaveTextContent('شارع التحرير، مبنى 12، الدقي، الجيزة');
    // Values read left to right keep their order inside the Arabic page.
    expect(within(first).getByText('ORD-7').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(first).getByText('01011112222')).toHaveAttribute('dir', 'ltr');

    const qr = within(first).getByRole('img', { name: 'رمز QR للطلب ORD-7' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPathData(qrSymbol('ORD-7')));
    expect(
      within(sheets[1] as HTMLElement).getByRole('img', { name: 'رمز QR للطلب ORD-8' }),
    ).toBeInTheDocument();

    const table = within(first).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['رمز المنتج', 'المنتج', 'الكمية', 'سعر الوحدة', 'إجمالي البند']);
    const towel = within(table).getByRole('row', { name: /فوطة قطن/ });
    expect(towel).toHaveTextContent(formatMoney(80, 'ar'));
    expect(towel).toHaveTextContent(formatMoney(240, 'ar'));
    // A name given in English only is shown in English rather than left empty.
    expect(within(table).getByRole('row', { name: /Desk lamp/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /الإجمالي/ })).toHaveTextContent(formatMoney(481, 'ar'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'طباعة' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('lays out packing slips in English, left to right, without prices', async () => {
    serveDocuments();
    openPrintPage('packing_slip', 'en');
    const sheets = await screen.findAllByRole('article');
    const [first] = sheets as [HTMLElement];
    expect(first).toHaveAttribute('dir', 'ltr');
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Packing slip');
    expect(first).toHaveTextContent('Nile Trading Co.');
    expect(first).toHaveTextContent('شارع التحرير, Building 12, الدقي, Giza');
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SKU', 'Product', 'Quantity']);
    expect(first).not.toHaveTextContent('LE');
    expect(within(first).getByRole('row', { name: /Total units/ })).toHaveTextContent('5');
    expect(within(first).getByRole('img', { name: 'QR code of order ORD-7' })).toBeInTheDocument();
  });

  it('downloads the same documents as one PDF in the page’s language', async () => {
    serveDocuments();
    const sent: unknown[] = [];
    server.use(
      http.post(api('/orders/documents'), async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="invoices-2-orders.pdf"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openPrintPage('invoice', 'ar');
    await screen.findAllByRole('article');
    await userEvent.setup().click(screen.getByRole('button', { name: 'تنزيل PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent).toEqual([{ kind: 'invoice', order_ids: ['o7', 'o8'], lang: 'ar' }]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoices-2-orders.pdf');
    vi.unstubAllGlobals();
  });

  it('says so when the address names no order', async () => {
    renderPage(<SellerOrderDocumentsPage />, {
      path: '/store/orders/print',
      route: '/store/orders/print?kind=invoice',
      language: 'en',
    });
    expect(await screen.findByText('No orders were chosen to print.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoices to print');
  });
});
