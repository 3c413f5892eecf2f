import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult, SheetLimitsInfo } from '../../../src/api/products';
import { downloadRejectedRows, downloadTemplate } from '../../../src/features/products/downloadTemplate';
import { ListingPage } from '../../../src/features/products/ListingPage';
import { checkSpreadsheetFile, type CheckResponse } from '../../../src/features/products/spreadsheetCheck';
import { DEFAULT_SHEET_LIMITS } from '../../../src/lib/spreadsheet/limits';
import type { SheetIssue } from '../../../src/lib/spreadsheet/rules';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { electronics } from './fixtures';

// jsdom has no Web Worker: the check itself is covered by the rule tests and the browser journey.
const check = vi.hoisted(() => ({ next: null as CheckResponse | null }));
vi.mock('../../../src/features/products/spreadsheetCheck', () => ({
  checkSpreadsheetFile: vi.fn(async () => check.next),
}));
// Writing the files is covered by the workbook tests and the browser journey; here, what is handed to them.
vi.mock('../../../src/features/products/downloadTemplate', () => ({
  downloadTemplate: vi.fn(async () => undefined),
  downloadRejectedRows: vi.fn(async () => undefined),
}));

const LIMITS: SheetLimitsInfo = {
  ...DEFAULT_SHEET_LIMITS,
  rows: 2000,
  fileBytes: 2 * 1024 * 1024,
  cellChars: 1500,
  maxPrice: 10_000_000,
  maxQuantity: 100_000_000,
  maxHandlingDays: 365,
  imageColumns: 4,
};

const issue = (fields: Partial<SheetIssue> & Pick<SheetIssue, 'code'>): SheetIssue => ({
  row: null,
  column: null,
  cell: null,
  value: null,
  ...fields,
});

const checked = (fields: Partial<Extract<CheckResponse, { status: 'checked' }>> = {}): CheckResponse => ({
  status: 'checked',
  format: 'xlsx',
  rejectedCells: [],
  validRows: 2,
  errors: [],
  errorCount: 0,
  warnings: [],
  warningCount: 0,
  rowCount: 2,
  fileRejected: false,
  languages: ['ar'],
  rejectedRows: [],
  columns: { sku: 0, 'name@ar': 1, listing_price: 2 },
  titles: ['رمز المنتج', 'الاسم', 'سعر البيع'],
  sheet: 'المنتجات',
  hidden: { rows: [], columns: [] },
  ...fields,
});

const imported = (fields: Partial<ImportResult> = {}): ImportResult => ({
  count: 2,
  created: 2,
  updated: 0,
  unchanged: 0,
  refused: 0,
  backToReview: 0,
  assignedSkus: [],
  importId: 'b'.repeat(24),
  errors: [],
  errorCount: 0,
  warnings: [],
  warningCount: 0,
  category: 'electronics',
  sheet: 'المنتجات',
  hidden: { rows: [], columns: [] },
  ...fields,
});

/** Answers the upload and the import, and records what the import was asked. */
function acceptUpload(result: ImportResult, options: { hold?: Promise<unknown> } = {}) {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/products/upload-product-xls'), () =>
      HttpResponse.json({ success: true, data: { url: '/api/v1/files/abc.xlsx' } }),
    ),
    http.post(api('/products/add-product-xls'), async ({ request }) => {
      bodies.push(await request.json());
      await options.hold;
      return HttpResponse.json({ success: true, data: result });
    }),
  );
  return bodies;
}

const xlsx = (bytes = 2) =>
  new File(['P'.repeat(bytes)], 'products.xlsx', { type: 'application/octet-stream' });

const renderListing = (language: 'ar' | 'en') =>
  renderRoutes([{ path: '/store/listing', element: <ListingPage /> }], { route: '/store/listing', language });

async function chooseFile(language: 'ar' | 'en', file = xlsx()) {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: language === 'ar' ? 'إلكترونيات' : 'Electronics' });
  await user.selectOptions(screen.getByLabelText(language === 'ar' ? 'الفئة' : 'Category'), 'electronics');
  await user.upload(screen.getByLabelText(/جدول بيانات المنتجات|Product spreadsheet/), file);
  return user;
}

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

let imports: unknown[] = [];

beforeEach(() => {
  check.next = null;
  imports = [];
  vi.mocked(checkSpreadsheetFile).mockClear();
  vi.mocked(downloadRejectedRows).mockClear();
  vi.mocked(downloadTemplate).mockClear();
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
    http.get(api('/products/sheet-limits'), () => HttpResponse.json({ success: true, data: LIMITS })),
    http.get(api('/products/imports'), () =>
      HttpResponse.json({ success: true, items: imports, meta: { count: imports.length } }),
    ),
  );
});

describe('ListingPage', () => {
  it('asks for a category before downloading a template, then downloads the chosen language', async () => {
    renderListing('en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    // Said twice: beside the field and as a toast.
    expect(await screen.findAllByText('Please select a category first')).toHaveLength(2);
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');

    const languages = screen.getByRole('group', { name: 'Template language' });
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling?.textContent),
    ).toEqual(['Arabic', 'English', 'Arabic and English']);
    await screen.findByRole('option', { name: 'Electronics' });
    await user.selectOptions(screen.getByLabelText('Category'), 'electronics');
    await user.click(within(languages).getByRole('radio', { name: 'Arabic and English' }));
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(downloadTemplate).toHaveBeenCalledTimes(1));
    const [category, language, , options] = vi.mocked(downloadTemplate).mock.calls[0] ?? [];
    expect(category).toMatchObject({ code: 'electronics' });
    expect(language).toBe('both');
    expect(options).toMatchObject({ limits: LIMITS });
  });

  it("states the API's limits before a file is picked, with numbers for the language", async () => {
    renderListing('en');
    const limits = await screen.findByRole('list', { name: 'What a file may contain' });
    await waitFor(() =>
      expect(
        within(limits)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Rows: up to 2,000 products in one file.',
        'File: an Excel workbook (.xlsx) or a CSV file (UTF-8 or Windows-1256), up to 2 MB.',
        'Text: up to 1,500 characters in a cell.',
        'Price: more than 0, at most 2 decimals, up to 10,000,000 LE.',
        'Stock quantity and handling time: whole numbers from 0 (quantity up to 100,000,000, handling time up to 365 days).',
        'Images: one link starting with http:// or https:// in each image cell, up to 4 per product.',
      ]),
    );
    expect(screen.getByLabelText('Product spreadsheet (.xlsx or .csv)')).toHaveAttribute(
      'accept',
      '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
    );
  });

  it('refuses a file over the size limit on the spot, in Arabic, without checking or offering an upload', async () => {
    renderListing('ar');
    await screen.findByText('الصفوف: عدد المنتجات في الملف الواحد حتى 2,000.');
    await chooseFile('ar', xlsx(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('لا يمكن استخدام هذا الملف.')).toBeInTheDocument();
    expect(screen.getByText(/حجم الملف أكبر من/).textContent).toBe(
      'حجم الملف أكبر من 2 ميجابايت. قسّمه إلى ملفات أصغر.',
    );
    expect(checkSpreadsheetFile).not.toHaveBeenCalled();
    expect(screen.queryByText(/الملف سليم/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /رفع/ })).not.toBeInTheDocument();
  });

  it('explains a file that cannot be read, naming the limit and the cell', async () => {
    check.next = { status: 'unreadable', code: 'cellTooLong', cell: 'D7' };
    renderListing('en');
    await chooseFile('en');
    const message = await screen.findByText(/A cell is longer than the limit/);
    expect(message.closest('p')?.textContent).toBe(
      'Cell D7: A cell is longer than the limit (1,500 characters). Shorten it, or move part of its text to another column.',
    );
    expect(vi.mocked(checkSpreadsheetFile).mock.calls[0]?.[0]).toMatchObject({
      language: 'en',
      category: 'electronics',
      limits: LIMITS,
    });
  });

  it('lists errors by row, cell and column in Arabic, warnings apart, and offers both choices', async () => {
    check.next = checked({
      rowCount: 5,
      validRows: 2,
      errorCount: 4,
      rejectedRows: [3, 4, 5],
      languages: ['ar', 'en'],
      errors: [
        issue({
          row: 3,
          column: 'listing_price',
          cell: 'C3',
          value: '19.999',
          code: 'tooManyDecimals',
          params: { max: 2 },
        }),
        issue({
          row: 4,
          column: 'name@en',
          cell: 'D4',
          value: '#N/A',
          code: 'errorValue',
          params: { text: '#N/A' },
        }),
        issue({ row: 5, column: 'listing_price', cell: 'C5', value: '1.234.5', code: 'ambiguousNumber' }),
        issue({
          row: 5,
          column: 'sku',
          cell: 'A5',
          value: 'ELC-1',
          code: 'duplicateSku',
          params: { firstRow: 2 },
        }),
      ],
      warningCount: 2,
      warnings: [
        issue({ row: 1, column: 'Colour', cell: 'F1', value: 'Colour', code: 'unknownColumn' }),
        issue({
          row: 2,
          column: 'listing_price',
          cell: 'C2',
          value: '9000',
          code: 'priceOutlier',
          params: { reference: 150 },
        }),
      ],
    });
    renderListing('ar');
    await chooseFile('ar');

    const table = await screen.findByRole('table', { name: 'مشكلات يجب تصحيحها' });
    expect(cellTexts(table)).toEqual([
      ['3', 'C3', 'سعر البيع', 'في 19.999 أكثر من منزلتين عشريتين: اكتب 19.99 أو 20.'],
      ['4', 'D4', 'الاسم (بالإنجليزية)', 'تعرض الخلية #N/A: صحح المعادلة أو اكتب القيمة.'],
      [
        '5',
        'C5',
        'سعر البيع',
        'يمكن قراءة «1.234.5» بأكثر من طريقة. اكتب الرقم بنقطة قبل الكسور ودون فاصل للآلاف، مثل 1234.50.',
      ],
      ['5', 'A5', 'رمز المنتج', 'رمز المنتج ELC-1 مستخدم في الصف 2. اجعل لكل منتج رمزًا خاصًا به.'],
    ]);
    // Values from the file are isolated from the sentence around them.
    expect(within(table).getByText('#N/A').tagName).toBe('BDI');

    const warnings = screen.getByRole('region', { name: 'تنبيهات (لا تمنع الاستيراد)' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'الصف 1 · F1: العمود «Colour» ليس من أعمدة نموذج هذه الفئة، ولن يُقرأ.',
      'الصف 2 · C2: السعر 9000 بعيد عن أسعارك المعتادة (نحو 150.00 LE). تأكد أنه صحيح.',
    ]);
    expect(
      screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`),
    ).toEqual(['الصفوف المقروءة: 5', 'الصفوف السليمة: 2', 'صفوف بها مشكلات: 3']);
    expect(
      screen.getByText('في هذا الملف أعمدة بالعربية وأخرى بالإنجليزية: يُحفظ كل اسم في لغته.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^في 3 صفوف مشكلات\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'استيراد الصفين السليمين' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'تنزيل الصفوف المطلوب تصحيحها' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^رفع/ })).not.toBeInTheDocument();
  });

  it('words the same problems in English, with the column in its language', async () => {
    check.next = checked({
      rowCount: 3,
      validRows: 0,
      errorCount: 3,
      rejectedRows: [2, 3],
      languages: ['en'],
      errors: [
        issue({
          row: 2,
          column: 'listing_price',
          cell: 'C2',
          value: '19.999',
          code: 'tooManyDecimals',
          params: { max: 2 },
        }),
        issue({ row: 2, column: 'name@en', cell: 'B2', value: '=A1*2', code: 'formulaWithoutValue' }),
        issue({ row: 3, column: 'name@ar', cell: null, value: null, code: 'required' }),
      ],
    });
    renderListing('en');
    await chooseFile('en');
    const table = await screen.findByRole('table', { name: 'Problems to fix' });
    expect(cellTexts(table)).toEqual([
      ['2', 'C2', 'Listing price', '19.999 has more than 2 decimals: type 19.99 or 20.'],
      [
        '2',
        'B2',
        'Name (English)',
        'This formula has no saved result: open and save the file in Excel or LibreOffice, then choose it again.',
      ],
      ['3', '—', 'Name (Arabic)', 'Name (Arabic) is required for a new product. Type a value.'],
    ]);
    // No valid row: nothing to import, only the rows to fix.
    expect(
      screen.getByText(
        'No row can be imported yet. Fix the problems listed below and choose the file again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the rows to fix' })).toBeInTheDocument();
    // The file's own titles are in the chosen language: no notice.
    expect(screen.queryByText(/This file's columns are in/)).not.toBeInTheDocument();
  });

  it("tells before the upload that an English file's names go to the English names", async () => {
    check.next = checked({ languages: ['en'] });
    renderListing('ar');
    await chooseFile('ar');
    expect(
      await screen.findByText('أعمدة هذا الملف بالإنجليزية: ستُحفظ الأسماء على أنها الأسماء الإنجليزية.'),
    ).toBeInTheDocument();
    expect(screen.getByText('الملف سليم: منتجان جاهزان للرفع.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رفع منتجين' })).toBeEnabled();
  });

  it('skips hidden rows with a warning, and checks and imports them again once the seller includes them', async () => {
    check.next = checked({
      rowCount: 2,
      validRows: 2,
      warningCount: 1,
      warnings: [issue({ code: 'hiddenRowsSkipped', params: { count: 2, rows: '3, 5' } })],
      hidden: { rows: [3, 5], columns: [] },
    });
    const bodies = acceptUpload(imported({ created: 4, count: 4 }));
    renderListing('ar');
    const user = await chooseFile('ar');
    await waitFor(() =>
      expect(document.body.textContent).toMatch(/تم تخطي صفين مخفيين \(الصفان [3٣]، [5٥]\)/),
    );
    const include = screen.getByRole('checkbox', { name: 'تضمين الصفوف والأعمدة المخفية' });
    expect(include).not.toBeChecked();
    expect(include).toHaveAccessibleDescription(/يخفي الملف صفين/);
    vi.mocked(checkSpreadsheetFile).mockClear();
    check.next = checked({ rowCount: 4, validRows: 4, hidden: { rows: [3, 5], columns: [] } });
    await user.click(include);
    await waitFor(() =>
      expect(vi.mocked(checkSpreadsheetFile)).toHaveBeenCalledWith(
        expect.objectContaining({ includeHidden: true }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: /4/ }));
    await waitFor(() => expect(bodies).toMatchObject([{ include_hidden: true, partial: false }]));
  });

  it('takes the category from a template chosen before any category, and says so', async () => {
    vi.mocked(checkSpreadsheetFile).mockImplementation(async (request) =>
      request.headers === null ? { status: 'template', category: 'electronics' } : check.next!,
    );
    check.next = checked();
    renderListing('en');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Electronics' });
    await user.upload(screen.getByLabelText(/Product spreadsheet/), xlsx());
    expect(await screen.findByText(/The category was read from the template/)).toHaveTextContent(
      'The category was read from the template: \u2068Electronics\u2069.',
    );
    expect(screen.getByLabelText('Category')).toHaveValue('electronics');
    expect(await screen.findByText(/Products read from the sheet/)).toBeInTheDocument();
    vi.mocked(checkSpreadsheetFile).mockImplementation(async () => check.next as CheckResponse);
  });

  it('refuses a file rejected as a whole, naming the sheet, and hands every row back with the problem', async () => {
    check.next = checked({
      fileRejected: true,
      validRows: 0,
      errorCount: 1,
      rowCount: 1,
      rejectedRows: [2],
      rejectedCells: [{ row: 2, cells: ['SKU-1', 'Lamp'] }],
      sheet: 'Sheet 2',
      errors: [
        issue({
          code: 'templateOutdated',
          params: { added: 'name@en, listing_price', removed: '', sheet: 'Sheet 2' },
        }),
      ],
    });
    renderListing('en');
    const user = await chooseFile('en');
    const table = await screen.findByRole('table', { name: 'Problems to fix' });
    expect(screen.getByText(/Products read from the sheet/)).toHaveTextContent(
      'Products read from the sheet “\u2068Sheet 2\u2069”.',
    );
    expect(cellTexts(table)).toEqual([
      [
        'Sheet “\u2068Sheet 2\u2069”',
        '—',
        '—',
        'This file comes from an older template of this category. Columns added since: Name (English) and Listing price. Download the template again and copy your rows into it.',
      ],
    ]);
    expect(
      screen.getByText(
        'This file cannot be imported as it is. Fix the problems listed below and choose it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import|Upload/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the rows to fix' }));
    await waitFor(() => expect(downloadRejectedRows).toHaveBeenCalledTimes(1));
    const [input] = vi.mocked(downloadRejectedRows).mock.calls[0] ?? [];
    expect(input?.rows).toHaveLength(1);
    expect(input?.rows[0]?.errors.map((text) => text.replace(/[\u2068\u2069]/g, ''))).toEqual([
      'This file comes from an older template of this category. Columns added since: Name (English) and Listing price. Download the template again and copy your rows into it.',
    ]);
  });

  it('imports only the valid rows with partial: true and hands the rows to fix to the download, worded', async () => {
    check.next = checked({
      rowCount: 3,
      validRows: 2,
      errorCount: 1,
      rejectedRows: [3],
      rejectedCells: [{ row: 3, cells: ['', 'Lamp', '12,5,0'] }],
      titles: ['SKU', 'Name', 'Listing price'],
      languages: ['en'],
      errors: [
        issue({ row: 3, column: 'listing_price', cell: 'C3', value: '12,5,0', code: 'ambiguousNumber' }),
      ],
    });
    const bodies = acceptUpload(imported({ created: 2, count: 2, refused: 1 }));
    renderListing('en');
    const user = await chooseFile('en');

    await user.click(await screen.findByRole('button', { name: 'Download the rows to fix' }));
    await waitFor(() => expect(downloadRejectedRows).toHaveBeenCalledTimes(1));
    const [input, fileName] = vi.mocked(downloadRejectedRows).mock.calls[0] ?? [];
    expect(fileName).toBe('products-rejected.xlsx');
    expect(input).toMatchObject({
      titles: ['SKU', 'Name', 'Listing price'],
      rowTitle: 'Row in your file',
      errorsTitle: 'Problems',
      rtl: false,
      rows: [{ row: 3, cells: ['', 'Lamp', '12,5,0'] }],
    });
    expect(input?.rows[0]?.errors.map((text) => text.replace(/[\u2068\u2069]/g, ''))).toEqual([
      'C3 – Listing price: “12,5,0” can be read in more than one way. Type the number with a point for decimals and no thousands separator, e.g. 1234.50.',
    ]);

    await user.click(screen.getByRole('button', { name: 'Import the 2 valid rows' }));
    expect((await screen.findAllByText('2 Product(s) added succesfully!')).length).toBeGreaterThan(0);
    expect(bodies).toEqual([
      {
        route: '/api/v1/files/abc.xlsx',
        lang: 'en',
        category: 'electronics',
        partial: true,
        include_hidden: false,
        file_name: 'products.xlsx',
      },
    ]);
  });

  it('tells the truth at each step: upload percentage, then the rows checked on the server, then the counts', async () => {
    check.next = checked({ rowCount: 3, validRows: 3, languages: ['en'] });
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    acceptUpload(
      imported({
        created: 2,
        count: 2,
        updated: 1,
        assignedSkus: [{ row: 3, sku: 'ELC-3F2A9C01BE' }],
      }),
      { hold },
    );
    server.use(
      http.post(api('/products/upload-product-xls'), async () => {
        await delay(150);
        return HttpResponse.json({ success: true, data: { url: '/api/v1/files/abc.xlsx' } });
      }),
    );
    renderListing('en');
    const user = await chooseFile('en');
    await user.click(await screen.findByRole('button', { name: 'Upload 3 products' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByText(/^Uploading the file… \d+%$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload 3 products' })).toBeDisabled();
    const processing = await screen.findByRole('status');
    expect(processing).toHaveTextContent('Checking 3 rows on the server…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    release();
    expect((await screen.findAllByText('2 Product(s) added succesfully!')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Import summary: 1 product updated.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Import finished.')).toBeInTheDocument();
    const outcome = screen.getByRole('region', { name: 'What the import did' });
    expect(
      within(outcome)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`),
    ).toEqual(['Created: 2', 'Updated: 1', 'Unchanged: 0']);
    const skus = within(outcome).getByRole('table', { name: 'SKUs given to the rows without one' });
    expect(cellTexts(skus)).toEqual([['3', 'ELC-3F2A9C01BE']]);
    expect(within(skus).getByText('ELC-3F2A9C01BE')).toHaveAttribute('dir', 'ltr');
    expect(within(outcome).getByRole('link', { name: 'See them in your inventory' })).toHaveAttribute(
      'href',
      '/store/inventory?tab=notActive',
    );
    // The file is done with: the check and its button are gone, the field is empty again.
    expect(screen.queryByRole('button', { name: 'Upload 3 products' })).not.toBeInTheDocument();
  });

  it('says how many were unchanged when the same file comes again, in Arabic', async () => {
    check.next = checked({ rowCount: 2, validRows: 2 });
    acceptUpload(imported({ created: 0, count: 0, unchanged: 2 }));
    renderListing('ar');
    const user = await chooseFile('ar');
    await user.click(await screen.findByRole('button', { name: 'رفع منتجين' }));
    expect((await screen.findAllByText('لم تتم إضافة أي منتج جديد.')).length).toBeGreaterThan(0);
    expect(
      (await screen.findAllByText('ملخص الاستيراد: عدم تحديث أي منتج وبقاء منتجين دون تغيير.')).length,
    ).toBeGreaterThan(0);
  });

  it('shows the rows the server refused after comparing them with the products, and downloads them', async () => {
    check.next = checked({ rowCount: 2, validRows: 2, languages: ['en'] });
    const refusedRow = issue({
      row: 3,
      column: 'name',
      code: 'required',
      params: { newSku: 'NEW-7' },
    });
    acceptUpload(
      imported({
        created: 1,
        count: 1,
        refused: 1,
        errors: [refusedRow],
        errorCount: 1,
        warningCount: 1,
        warnings: [issue({ row: 2, code: 'backToReview' })],
      }),
    );
    server.use(
      http.get(api(`/products/imports/${'b'.repeat(24)}`), () =>
        HttpResponse.json({
          success: true,
          data: {
            _id: 'b'.repeat(24),
            file_name: 'products.xlsx',
            category: 'electronics',
            rejected: {
              titles: ['SKU', 'Name'],
              rows: [{ row: 3, cells: [], issues: [refusedRow] }],
              truncated: false,
            },
          },
        }),
      ),
    );
    renderListing('en');
    const user = await chooseFile('en');
    await user.click(await screen.findByRole('button', { name: 'Upload 2 products' }));
    expect(
      await screen.findByText('1 row could not be imported. Fix it and upload it again:'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems to fix' });
    expect(cellTexts(table)).toEqual([
      [
        '3',
        '—',
        'Name',
        'Name is required: the SKU NEW-7 is not one of your products yet, so this row creates a new product.',
      ],
    ]);
    expect(
      screen.getByText(
        'This row changes the content of an active product: it goes back to review before buyers see the change.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the rows to fix' }));
    await waitFor(() => expect(downloadRejectedRows).toHaveBeenCalledTimes(1));
    const [input, fileName] = vi.mocked(downloadRejectedRows).mock.calls[0] ?? [];
    expect(fileName).toBe('products-rejected.xlsx');
    expect(input?.rows.map((row) => row.row)).toEqual([3]);
    expect(input?.rows[0]?.errors[0]?.replace(/[\u2068\u2069]/g, '')).toBe(
      'Name: Name is required: the SKU NEW-7 is not one of your products yet, so this row creates a new product.',
    );
  });

  it('shows the problems the server sends back for a file it refuses, and can still import the valid rows', async () => {
    check.next = checked({ rowCount: 2, validRows: 2, languages: ['en'] });
    const bodies: unknown[] = [];
    let uploads = 0;
    server.use(
      http.post(api('/products/upload-product-xls'), () => {
        uploads += 1;
        return HttpResponse.json({ success: true, data: { url: '/api/v1/files/abc.xlsx' } });
      }),
      http.post(api('/products/add-product-xls'), async ({ request }) => {
        const body = (await request.json()) as { partial?: boolean };
        bodies.push(body);
        if (body.partial)
          return HttpResponse.json({ success: true, data: imported({ created: 1, count: 1 }) });
        return HttpResponse.json(
          {
            success: false,
            error: { en: 'The spreadsheet has errors.', ar: 'يحتوي الملف على أخطاء.' },
            details: {
              errors: [
                issue({
                  row: 2,
                  column: 'sku',
                  cell: 'A2',
                  value: 'X',
                  code: 'duplicateSku',
                  params: { firstRow: 1 },
                }),
              ],
              errorCount: 1,
              rowCount: 2,
              rejectedRows: [2],
              fileRejected: false,
            },
          },
          { status: 400 },
        );
      }),
    );
    renderListing('en');
    const user = await chooseFile('en');
    await user.click(await screen.findByRole('button', { name: 'Upload 2 products' }));
    expect(
      await screen.findByText(
        'The server refused the file because of 1 problem. Fix it and upload the file again.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems to fix' });
    expect(within(table).getByText(/is already used in row/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import the 1 valid row' }));
    expect((await screen.findAllByText('1 Product(s) added succesfully!')).length).toBeGreaterThan(0);
    // The stored file is imported again; it is not uploaded a second time.
    expect(uploads).toBe(1);
    expect(bodies).toMatchObject([{ partial: false }, { partial: true }]);
  });

  it('lists the seller imports under the upload', async () => {
    imports = [
      {
        _id: 'c'.repeat(24),
        seller_id: 's',
        actor: { _id: 's', name: 'Delta Textiles' },
        file_name: 'spring.xlsx',
        category: 'electronics',
        format: 'xlsx',
        rows: 3,
        created: 2,
        updated: 0,
        unchanged: 0,
        refused: 1,
        back_to_review: 0,
        createdAt: '2026-11-02T10:30:00.000Z',
      },
    ];
    renderListing('en');
    const history = await screen.findByRole('region', { name: 'Import history' });
    expect(await within(history).findByText('spring.xlsx')).toBeInTheDocument();
    expect(
      within(history).getByRole('button', { name: 'Download the rejected rows of spring.xlsx' }),
    ).toBeEnabled();
  });
});
