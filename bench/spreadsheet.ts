/**
 * The spreadsheet part of `npm run bench`: the check of 5,000 rows (the code the browser's worker runs), the
 * server's import of those rows and an update of the same 5,000 SKUs, the health check's latency meanwhile,
 * and the memory the API grows by while its worker pool reads the largest file the limits allow.
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { DEFAULT_SHEET_POOL } from '../server/config';
import { SheetPool } from '../server/lib/sheetPool';
import { templateColumns, type SheetHeader } from '../src/lib/spreadsheet/columns';
import { DEFAULT_SHEET_LIMITS } from '../src/lib/spreadsheet/limits';
import { readSpreadsheet } from '../src/lib/spreadsheet/read';
import { checkSheet } from '../src/lib/spreadsheet/rules';
import { median, percentile, round } from './stats';

export const SHEET_ROWS = 5_000;

const WORDS = [
  'قوي',
  'أصلي',
  'ضمان',
  'steel',
  'cable',
  'fast',
  'شاحن',
  'battery',
  'لون',
  'black',
  'مصري',
  'pack',
];

/** A description of about `chars` characters of mixed Arabic and English words, different for every row. */
const description = (row: number, chars: number): string => {
  const words: string[] = [];
  let length = 0;
  for (let n = 0; length < chars; n += 1) {
    const word = `${WORDS[(row * 7 + n * 13) % WORDS.length]}${(row * 31 + n) % 1000}`;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, chars);
};

/** The electronics template filled with `rows` rows, prices scaled by `priceFactor` (an update changes them). */
export async function sheetFile(
  headers: SheetHeader[],
  options: { rows: number; priceFactor?: number; descriptionChars?: number },
): Promise<Buffer> {
  const columns = templateColumns(headers, 'en');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(columns.map((column) => column.title));
  for (let n = 1; n <= options.rows; n += 1) {
    sheet.addRow(
      columns.map((column) => {
        switch (column.kind) {
          case 'sku':
            return `BENCH-${n}`;
          case 'image':
            return column.key === 'image_1' ? `https://cdn.example.com/p/${n}.jpg` : null;
          case 'offer':
            return column.key === 'listing_price'
              ? Math.round(((n % 97) + 10) * (options.priceFactor ?? 1) * 100) / 100
              : (n % 30) + 1;
          case 'number':
            return (n % 30) + 1;
          default:
            return column.key === 'description'
              ? description(n, options.descriptionChars ?? 120)
              : `${column.header.en} ${n}`;
        }
      }),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Api {
  base: string;
  token: string;
}

const upload = async (api: Api, file: Buffer): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
  const response = await fetch(`${api.base}/api/v1/products/upload-product-xls`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { data: { url: string } }).data.url;
};

/** Imports a stored file while calling /health every 20 ms; answers the import's time and the health latencies. */
const importTimed = async (api: Api, file: Buffer) => {
  const route = await upload(api, file);
  const health: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${api.base}/api/v1/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${api.base}/api/v1/products/add-product-xls`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ route, lang: 'en', category: 'electronics' }),
  });
  const elapsed = performance.now() - started;
  done = true;
  await probing;
  const body = (await response.json()) as { data?: Record<string, number> };
  if (!response.ok || !body.data) throw new Error(`import answered ${response.status}`);
  return {
    ms: round(elapsed),
    created: body.data.created ?? 0,
    updated: body.data.updated ?? 0,
    healthP95Ms: round(percentile(health, 95)),
    healthMaxMs: round(Math.max(...health)),
  };
};

/** Peak resident memory of this process while the worker pool reads the largest file the limits allow. */
const memoryPeak = async (headers: SheetHeader[]) => {
  // 5,000 rows whose text comes close to the whole-file text limit (5 million characters).
  const file = await sheetFile(headers, { rows: SHEET_ROWS, descriptionChars: 750 });
  const pool = new SheetPool({ ...DEFAULT_SHEET_POOL, workers: 1 });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const result = await pool.run({
    bytes: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    limits: DEFAULT_SHEET_LIMITS,
    headers,
    options: { language: 'en', category: 'electronics' },
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  await pool.close();
  if (!result.ok) throw new Error(`the largest file was refused: ${result.code}`);
  return {
    fileBytes: file.length,
    rows: result.check.rowCount,
    readMs: round(ms),
    rssGrowthMb: round((peak - before) / (1024 * 1024)),
  };
};

export async function measureSpreadsheets(api: Api, headers: SheetHeader[]) {
  const file = await sheetFile(headers, { rows: SHEET_ROWS });
  const checkTimes: number[] = [];
  let errors = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const sheet = readSpreadsheet(new Uint8Array(file), DEFAULT_SHEET_LIMITS);
    errors = checkSheet(sheet, headers, { language: 'en', category: 'electronics' }).errorCount;
    checkTimes.push(performance.now() - started);
  }
  const create = await importTimed(api, file);
  const update = await importTimed(api, await sheetFile(headers, { rows: SHEET_ROWS, priceFactor: 1.1 }));
  const memory = await memoryPeak(headers);
  return {
    rows: SHEET_ROWS,
    fileBytes: file.length,
    errorsFound: errors,
    checkMedianMs: round(median(checkTimes)),
    create,
    update,
    memory,
    note: 'check = readSpreadsheet + checkSheet (src/lib/spreadsheet, the code the browser worker and the API worker run), in Node; import and update through the running API; memory = RSS growth of a process whose pool reads the largest allowed file',
  };
}
