import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductImport } from '../../../src/api/products';
import { downloadRejectedRows } from '../../../src/features/products/downloadTemplate';
import { ImportHistory } from '../../../src/features/products/ImportHistory';
import { formatDateTime } from '../../../src/i18n/format';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';
import { electronics } from './fixtures';

vi.mock('../../../src/features/products/downloadTemplate', () => ({
  downloadTemplate: vi.fn(async () => undefined),
  downloadRejectedRows: vi.fn(async () => undefined),
}));

const entry = (n: number, fields: Partial<ProductImport> = {}): ProductImport => ({
  _id: n.toString(16).padStart(24, '0'),
  seller_id: 'a1'.padEnd(24, '0'),
  actor: { _id: 'a1'.padEnd(24, '0'), name: 'دلتا للمنسوجات' },
  file_name: `file-${n}.xlsx`,
  category: 'electronics',
  format: 'xlsx',
  rows: 10 + n,
  created: n,
  updated: 1,
  unchanged: 2,
  refused: 0,
  back_to_review: 0,
  createdAt: `2026-11-0${n}T08:15:00.000Z`,
  ...fields,
});

/** Seven imports served page by page, recording each query. */
function serveImports(items: ProductImport[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
    http.get(api('/products/imports'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page'));
      const limit = Number(params.get('limit'));
      return HttpResponse.json({
        success: true,
        items: items.slice((page - 1) * limit, page * limit),
        meta: { count: items.length, page, limit },
      });
    }),
  );
  return queries;
}

beforeEach(() => {
  vi.mocked(downloadRejectedRows).mockClear();
});

describe('ImportHistory', () => {
  it('lists when, which file, what each import did and who ran it, in Arabic, paginated by the API', async () => {
    const items = Array.from({ length: 7 }, (_, index) => entry(index + 1));
    const queries = serveImports(items);
    renderPage(<ImportHistory />, { language: 'ar' });
    const history = await screen.findByRole('region', { name: 'سجل الاستيراد' });
    const table = await within(history).findByRole('table', {
      name: 'عمليات استيراد جداول البيانات السابقة',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'الملف',
      'التاريخ',
      'الصفوف',
      'أُنشئت',
      'حُدّثت',
      'دون تغيير',
      'مرفوضة',
      'بواسطة',
      'الصفوف المرفوضة',
    ]);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'file-1.xlsxإلكترونيات',
      formatDateTime('2026-11-01T08:15:00.000Z', 'ar'),
      '11',
      '1',
      '1',
      '2',
      '0',
      'دلتا للمنسوجات',
      '—',
    ]);
    expect(within(first).getByText('file-1.xlsx').tagName).toBe('BDI');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('limit')).toBe('5');
    expect(queries[0]?.has('seller_id')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    expect(await within(table).findByText('file-6.xlsx')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it("downloads an import's rejected rows with their problems worded in the page's language", async () => {
    const refused = entry(1, { file_name: 'spring stock.xlsx', refused: 2 });
    serveImports([refused, entry(2)]);
    server.use(
      http.get(api(`/products/imports/${refused._id}`), () =>
        HttpResponse.json({
          success: true,
          data: {
            ...refused,
            rejected: {
              titles: ['رمز المنتج', 'الاسم', 'سعر البيع'],
              rows: [
                {
                  row: 4,
                  cells: ['ELC-9', 'مصباح', '=1/0'],
                  issues: [
                    {
                      row: 4,
                      column: 'listing_price',
                      cell: 'C4',
                      value: '#DIV/0!',
                      code: 'errorValue',
                      params: { text: '#DIV/0!' },
                    },
                  ],
                },
                {
                  row: 6,
                  cells: ['', '', '0'],
                  issues: [
                    { row: 6, column: 'name@ar', cell: 'B6', value: null, code: 'required' },
                    { row: 6, column: 'listing_price', cell: 'C6', value: '0', code: 'priceNotPositive' },
                  ],
                },
              ],
              truncated: false,
            },
          },
        }),
      ),
    );
    renderPage(<ImportHistory sellerId={'a1'.padEnd(24, '0')} />, { language: 'ar' });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'تنزيل الصفوف المرفوضة من spring stock.xlsx' });
    // Only imports that refused rows have something to download.
    expect(screen.getAllByRole('button', { name: /تنزيل الصفوف المرفوضة/ })).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(downloadRejectedRows).toHaveBeenCalledTimes(1));
    const [input, fileName] = vi.mocked(downloadRejectedRows).mock.calls[0] ?? [];
    expect(fileName).toBe('spring_stock-rejected.xlsx');
    expect(input).toMatchObject({
      titles: ['رمز المنتج', 'الاسم', 'سعر البيع'],
      rtl: true,
      sheetName: 'الصفوف المرفوضة',
      rowTitle: 'رقم الصف في ملفك',
      errorsTitle: 'المشكلات',
    });
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(input?.rows.map((row) => [row.row, row.cells, row.errors.map(plain)])).toEqual([
      [4, ['ELC-9', 'مصباح', '=1/0'], ['C4 – سعر البيع: تعرض الخلية #DIV/0!: صحح المعادلة أو اكتب القيمة.']],
      [
        6,
        ['', '', '0'],
        [
          'B6 – الاسم (بالعربية): الاسم (بالعربية) مطلوب للمنتج الجديد. اكتب قيمة.',
          'C6 – سعر البيع: يجب أن يكون السعر 0 أكبر من صفر.',
        ],
      ],
    ]);
    // Every value from the file is isolated, so an English cell reads right in an Arabic sentence.
    expect(input?.rows[0]?.errors[0]).toContain('\u2068#DIV/0!\u2069');
  });

  it("asks for another seller's imports by id, for an admin", async () => {
    const queries = serveImports([]);
    renderPage(<ImportHistory sellerId={'e'.repeat(24)} />, { language: 'en' });
    expect(await screen.findByText('No data available for display')).toBeInTheDocument();
    expect(queries[0]?.get('seller_id')).toBe('e'.repeat(24));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
