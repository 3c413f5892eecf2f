/**
 * The orders list as a workbook (operation exportOrders): every line its filter names, one row each, with the
 * order, its buyer, the product, amounts, status and ship-by day, headed in the chosen language. Text columns are
 * formatted as text, so a value that looks like a formula ("=…", "+20…") stays the text it is.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import type { Language } from '../../src/lib/languages';
import { GOVERNORATES, labelOf } from '../../src/lib/enumerations';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { parseJson } from '../lib/json';
import { toLE } from '../lib/money';
import type { LineJoinRow } from './queries';

const WORDS = { ar: ar.orders.export, en: en.orders.export } as const;
const STATUS_WORDS = { ar: ar.orders.status, en: en.orders.status } as const;

/** Excel's text format: a phone or a reference stays text (no lost zeros, no formula). */
const TEXT_FORMAT = '@';

/** Rows written between two turns of the event loop: other calls are answered while a large file is written. */
const ROWS_PER_TURN = 200;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type Column = { key: keyof typeof en.orders.export.columns; width: number; text: boolean };

const COLUMNS: readonly Column[] = [
  { key: 'orderRef', width: 22, text: true },
  { key: 'orderedAt', width: 20, text: true },
  { key: 'buyer', width: 24, text: true },
  { key: 'buyerPhone', width: 16, text: true },
  { key: 'address', width: 36, text: true },
  { key: 'seller', width: 24, text: true },
  { key: 'sku', width: 18, text: true },
  { key: 'product', width: 36, text: true },
  { key: 'quantity', width: 10, text: false },
  { key: 'unitPrice', width: 12, text: false },
  { key: 'total', width: 14, text: false },
  { key: 'status', width: 14, text: true },
  { key: 'shipBy', width: 12, text: true },
];

const businessName = (json: string, language: Language): string => {
  const info = parseJson<Record<Language, { business_name?: string } | undefined>>(json, {} as never);
  return info?.[language]?.business_name || info?.[language === 'ar' ? 'en' : 'ar']?.business_name || '';
};

const addressOf = (json: string | null, language: Language): string => {
  const address = parseJson<{
    governorate?: string;
    city?: string;
    street?: string;
    building_number?: string;
  }>(json ?? '', {});
  return [
    address.building_number,
    address.street,
    address.city,
    address.governorate ? labelOf(GOVERNORATES, address.governorate, language) : undefined,
  ]
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ');
};

const cellsOf = (row: LineJoinRow, language: Language): (string | number)[] => {
  const values: Record<Column['key'], string | number> = {
    orderRef: row.o_ref,
    orderedAt: row.o_created.slice(0, 16).replace('T', ' '),
    buyer: row.b_name ?? '',
    buyerPhone: row.b_phone ?? '',
    address: addressOf(row.o_address, language),
    seller: businessName(row.s_business_info, language) || row.s_name,
    sku: row.p_sku,
    product: (language === 'ar' ? row.p_name_ar || row.p_name_en : row.p_name_en || row.p_name_ar) ?? '',
    quantity: row.quantity,
    unitPrice: toLE(row.price),
    total: toLE(row.price * row.quantity),
    status: STATUS_WORDS[language][row.status as OrderStatus],
    shipBy: row.ship_by ?? '',
  };
  return COLUMNS.map((column) => values[column.key]);
};

/** Writes the workbook a few hundred rows at a time; answers its bytes. */
export const exportOrdersWorkbook = async (
  rows: AsyncIterable<LineJoinRow[]>,
  language: Language,
): Promise<Buffer> => {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
  const words = WORDS[language];
  const sheet = workbook.addWorksheet(words.sheet, { views: [{ rightToLeft: language === 'ar' }] });
  sheet.columns = COLUMNS.map((column) => ({
    key: column.key,
    width: column.width,
    ...(column.text ? { style: { numFmt: TEXT_FORMAT } } : {}),
  }));
  sheet.addRow(COLUMNS.map((column) => words.columns[column.key])).commit();
  let written = 0;
  for await (const page of rows) {
    for (const row of page) {
      sheet.addRow(cellsOf(row, language)).commit();
      written += 1;
      if (written % ROWS_PER_TURN === 0) await nextTurn();
    }
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
};
