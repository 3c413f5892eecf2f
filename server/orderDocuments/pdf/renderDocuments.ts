/**
 * Invoices and packing slips as one PDF of A4 pages: each document starts on a page of its own and goes on to
 * further pages when its lines do not fit, the table's header repeated. The page is laid out from the edge its
 * language reads from, so an Arabic document is the mirror of an English one: title, seller and buyer on the
 * right, the QR code of the order's reference on the left, the table's first column on the right.
 */
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, formatNumber } from '../../../src/lib/intlFormat';
import type { OrderDocument } from '../../../src/lib/api.generated';
import type { Language } from '../../../src/lib/languages';
import {
  addressText,
  inLanguage,
  sellerNameIn,
  unitsOf,
  type OrderDocumentKind,
} from '../../../src/lib/orderDocuments';
import { qrSymbol } from '../../../src/lib/qrMatrix';
import { documentLabels, filled, type DocumentLabels } from '../labels';
import { documentFonts, FONT_NAMES } from './fonts';
import {
  recordLigaturesInDrawingOrder,
  TextSetter,
  type Align,
  type Direction,
  type TextStyle,
} from './textLayout';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;

const MUTED = '#5c636a';
const RULE = '#ced4da';
const HEADER_FILL = '#eef1f4';

const STYLE = {
  title: { size: 22, bold: true },
  seller: { size: 13, bold: true },
  label: { size: 8.5, color: MUTED },
  value: { size: 10.5 },
  strong: { size: 11.5, bold: true },
  head: { size: 9, bold: true },
  cell: { size: 9.5 },
  total: { size: 11, bold: true },
} satisfies Record<string, TextStyle>;

const CELL_LINE = 13;
const CELL_PADDING = 6;
const QR_SIZE = 76;

type Column = {
  key: 'sku' | 'product' | 'quantity' | 'unitPrice' | 'lineTotal';
  width: number;
  numeric: boolean;
};

/** The table's columns from the page's start edge; the product's name takes what the others leave. */
const columnsOf = (kind: OrderDocumentKind): Column[] => {
  const fixed: Column[] =
    kind === 'invoice'
      ? [
          { key: 'sku', width: 96, numeric: false },
          { key: 'product', width: 0, numeric: false },
          { key: 'quantity', width: 54, numeric: true },
          { key: 'unitPrice', width: 86, numeric: true },
          { key: 'lineTotal', width: 92, numeric: true },
        ]
      : [
          { key: 'sku', width: 128, numeric: false },
          { key: 'product', width: 0, numeric: false },
          { key: 'quantity', width: 72, numeric: true },
        ];
  const taken = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.key === 'product' ? { ...column, width: CONTENT - taken } : column));
};

/** Lays out the documents of one job; each page knows its language's reading direction. */
class DocumentWriter {
  private readonly doc: InstanceType<typeof PDFDocument>;
  private readonly text: TextSetter;
  private readonly labels: DocumentLabels;
  private readonly direction: Direction;
  private readonly columns: Column[];
  private readonly chunks: Buffer[] = [];
  pages = 0;

  constructor(
    private readonly kind: OrderDocumentKind,
    private readonly language: Language,
  ) {
    const title = documentLabels(language).kind[kind];
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      lang: language,
      displayTitle: true,
      info: { Title: title, Creator: 'Souq B2B', Producer: 'Souq B2B' },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    for (const font of documentFonts()) this.doc.registerFont(font.name, font.bytes);
    this.text = new TextSetter(this.doc, FONT_NAMES);
    this.labels = documentLabels(language);
    this.direction = language === 'ar' ? 'rtl' : 'ltr';
    this.columns = columnsOf(kind);
  }

  /** The left edge of a box `width` wide that starts `offset` from the page's start edge. */
  private x(offset: number, width: number): number {
    return this.direction === 'rtl' ? MARGIN + CONTENT - offset - width : MARGIN + offset;
  }

  /** The physical side of the start or the end of a box. */
  private side(edge: 'start' | 'end'): Align {
    return (edge === 'start') === (this.direction === 'rtl') ? 'right' : 'left';
  }

  /** One line of the page's language in a box `offset` from the start edge. */
  private say(
    text: string,
    style: TextStyle,
    offset: number,
    width: number,
    baseline: number,
    edge: 'start' | 'end' = 'start',
  ): void {
    this.text.line(text, style, {
      x: this.x(offset, width),
      baseline,
      width,
      direction: this.direction,
      align: this.side(edge),
    });
  }

  /** A value read left to right whatever the page (a reference, a number, an amount), against an edge. */
  private value(
    text: string,
    style: TextStyle,
    offset: number,
    width: number,
    baseline: number,
    edge: 'start' | 'end' = 'start',
  ): void {
    this.text.line(text, style, {
      x: this.x(offset, width),
      baseline,
      width,
      direction: 'ltr',
      align: this.side(edge),
    });
  }

  /** Lines of the page's language wrapped to `width`; the baseline after the last. */
  private paragraph(
    text: string,
    style: TextStyle,
    offset: number,
    width: number,
    baseline: number,
    leading: number,
  ): number {
    const lines = this.text.wrap(text, style, this.direction, width);
    lines.forEach((line, index) => this.say(line, style, offset, width, baseline + index * leading));
    return baseline + (lines.length - 1) * leading;
  }

  private rule(y: number): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
  }

  private newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.pages += 1;
  }

  /** The order's reference as a QR code of filled squares at the page's end edge. */
  private qr(reference: string, top: number): void {
    const symbol = qrSymbol(reference);
    const module = QR_SIZE / symbol.size;
    const left = this.x(CONTENT - QR_SIZE, QR_SIZE);
    for (const run of symbol.runs) {
      this.doc.rect(left + run.column * module, top + run.row * module, run.length * module, module);
    }
    this.doc.fillColor('#000000').fill();
  }

  private notGiven(text: string): string {
    return text.trim() || this.labels.field.notGiven;
  }

  /** Title, seller, reference and date, buyer and address; the baseline under which the table starts. */
  private header(document: OrderDocument): number {
    const { field } = this.labels;
    const textWidth = CONTENT - QR_SIZE - 24;
    this.qr(document.order_ref_id, MARGIN);
    let y = MARGIN + 20;
    this.say(this.labels.kind[this.kind], STYLE.title, 0, textWidth, y);
    y = this.paragraph(sellerNameIn(document.seller, this.language), STYLE.seller, 0, textWidth, y + 24, 17);
    // The seller's numbers: a label in the page's language beside each value.
    const half = textWidth / 2;
    y += 20;
    this.say(field.taxNumber, STYLE.label, 0, half, y);
    this.say(field.registrationNumber, STYLE.label, half, half, y);
    y += 14;
    this.value(this.notGiven(document.seller.tax_number), STYLE.value, 0, half, y);
    this.value(this.notGiven(document.seller.reg_nb), STYLE.value, half, half, y);
    y = Math.max(y, MARGIN + QR_SIZE) + 26;

    this.say(field.orderRef, STYLE.label, 0, half, y);
    this.say(field.orderDate, STYLE.label, half, half, y);
    y += 15;
    this.value(document.order_ref_id, STYLE.strong, 0, half, y);
    this.say(formatDate(document.created_at, this.language), STYLE.value, half, half, y);
    y += 14;
    this.rule(y);

    // Buyer on the start side, where the goods go on the end side.
    const column = (CONTENT - 20) / 2;
    y += 18;
    this.say(field.buyer, STYLE.label, 0, column, y);
    this.say(field.deliveryAddress, STYLE.label, column + 20, column, y);
    const first = y + 15;
    let buyerEnd = first;
    if (document.buyer) {
      buyerEnd = this.paragraph(document.buyer.name, STYLE.value, 0, column, first, 14);
      if (document.buyer.phone_number) {
        buyerEnd += 14;
        this.value(document.buyer.phone_number, STYLE.value, 0, column, buyerEnd);
      }
    } else this.say(field.notGiven, STYLE.value, 0, column, first);
    const address = document.delivery_address
      ? addressText(document.delivery_address, this.language, (number) => filled(field.building, { number }))
      : '';
    const addressEnd = this.paragraph(this.notGiven(address), STYLE.value, column + 20, column, first, 14);
    return Math.max(buyerEnd, addressEnd) + 22;
  }

  /** The table's header row at `top`; the top of the first row. */
  private tableHead(top: number): number {
    const height = 22;
    this.doc.rect(MARGIN, top, CONTENT, height).fillColor(HEADER_FILL).fill();
    let offset = 0;
    for (const column of this.columns) {
      const edge = column.numeric ? 'end' : 'start';
      this.say(
        this.labels.field[column.key],
        STYLE.head,
        offset + CELL_PADDING,
        column.width - 2 * CELL_PADDING,
        top + 15,
        edge,
      );
      offset += column.width;
    }
    return top + height;
  }

  private cellsOf(line: OrderDocument['lines'][number]): Record<Column['key'], string> {
    return {
      sku: line.sku,
      product: inLanguage(line.name, this.language),
      quantity: formatNumber(line.quantity, this.language),
      unitPrice: formatMoney(line.unit_price, this.language),
      lineTotal: formatMoney(line.total, this.language),
    };
  }

  /** A page for the rest of a document: its reference and kind, then the table's header again. */
  private continuation(document: OrderDocument): number {
    this.newPage();
    const y = MARGIN + 14;
    this.say(
      `${this.labels.kind[this.kind]} — ${filled(this.labels.field.continued, { ref: document.order_ref_id })}`,
      STYLE.head,
      0,
      CONTENT,
      y,
    );
    return this.tableHead(y + 12);
  }

  private lines(document: OrderDocument, top: number): number {
    let y = this.tableHead(top);
    for (const line of document.lines) {
      const cells = this.cellsOf(line);
      const wrapped = this.columns.map((column) =>
        column.key === 'product'
          ? this.text.wrap(cells.product, STYLE.cell, this.direction, column.width - 2 * CELL_PADDING)
          : column.key === 'sku'
            ? this.text.wrap(cells.sku, STYLE.cell, 'ltr', column.width - 2 * CELL_PADDING)
            : [cells[column.key]],
      );
      const height = Math.max(...wrapped.map((cell) => cell.length)) * CELL_LINE + 2 * CELL_PADDING;
      if (y + height > BOTTOM) y = this.continuation(document);
      let offset = 0;
      this.columns.forEach((column, index) => {
        const width = column.width - 2 * CELL_PADDING;
        (wrapped[index] ?? []).forEach((text, row) => {
          const baseline = y + CELL_PADDING + 9.5 + row * CELL_LINE;
          if (column.key === 'product') this.say(text, STYLE.cell, offset + CELL_PADDING, width, baseline);
          else
            this.value(
              text,
              STYLE.cell,
              offset + CELL_PADDING,
              width,
              baseline,
              column.numeric ? 'end' : 'start',
            );
        });
        offset += column.width;
      });
      y += height;
      this.rule(y);
    }
    return y;
  }

  /** The invoice's total, or the packing slip's count of units, under the last column it sums. */
  private total(document: OrderDocument, top: number): void {
    if (top + 30 > BOTTOM) top = this.continuation(document);
    const invoice = this.kind === 'invoice';
    const last = this.columns[this.columns.length - 1] as Column;
    const labelWidth = CONTENT - last.width;
    const baseline = top + 20;
    this.say(
      invoice ? this.labels.field.total : this.labels.field.totalUnits,
      STYLE.total,
      CELL_PADDING,
      labelWidth - 2 * CELL_PADDING,
      baseline,
      'end',
    );
    this.value(
      invoice
        ? formatMoney(document.total, this.language)
        : formatNumber(unitsOf(document.lines), this.language),
      STYLE.total,
      labelWidth + CELL_PADDING,
      last.width - 2 * CELL_PADDING,
      baseline,
      'end',
    );
  }

  write(document: OrderDocument): void {
    this.newPage();
    const top = this.header(document);
    const end = this.lines(document, top);
    this.total(document, end);
  }

  /** The whole file, once every document is written. */
  finish(): Promise<Buffer> {
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    recordLigaturesInDrawingOrder(this.doc);
    this.doc.end();
    return done;
  }
}

/** The documents as one PDF: its bytes and how many pages it has. */
export const renderDocuments = async (
  kind: OrderDocumentKind,
  language: Language,
  documents: readonly OrderDocument[],
): Promise<{ bytes: Buffer; pages: number }> => {
  const writer = new DocumentWriter(kind, language);
  for (const document of documents) writer.write(document);
  const bytes = await writer.finish();
  return { bytes, pages: writer.pages };
};
