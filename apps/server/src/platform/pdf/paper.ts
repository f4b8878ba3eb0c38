import type PdfKit from 'pdfkit';
import type { Language } from '@zcps/contracts';
import { formatMessage, localize, type Text } from '../i18n/format.js';
import { lazyRequire } from '../lazy-require.js';
import { fontBytes } from './fonts.js';

export interface PdfColumn<T> {
  header: Text;
  /** Relative width: the columns share the page's width in proportion. */
  width: number;
  value: (row: T) => string | number | null;
  align?: 'left' | 'center' | 'right';
}

/** A label and its value. */
export type Pair = readonly [Text, string | number | null];

export interface TableOptions {
  /** Least height of a row (a signature needs room); rows grow with wrapped text. */
  rowHeight?: number;
  /** Points; 10.5 unless given (a table of many columns reads better smaller than wrapped). */
  fontSize?: number;
}

const MARGIN = 50;
const FOOTER = 28;
const PAD = 4;
const LINE = '#444444';

/**
 * One printable paper (A4, Noto Sans SC): a title, key/value blocks, tables whose header repeats on each page
 * and whose cells wrap, paragraphs, signature lines, and page numbers. `toBuffer` ends it.
 */
// pdfkit and its font engine take about a quarter of a second to load: only a process that makes a paper pays it.
const PDFDocument = lazyRequire<typeof PdfKit>('pdfkit');

export class Paper {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    private readonly lang: Language,
    title: string,
    private readonly options: { landscape?: boolean; pageNumbers?: boolean } = {},
  ) {
    this.doc = new (PDFDocument())({
      size: 'A4',
      layout: options.landscape ? 'landscape' : 'portrait',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
      bufferPages: true,
      info: { Title: title, Creator: 'zcps' },
    });
    this.doc.registerFont('regular', fontBytes('regular'));
    this.doc.registerFont('bold', fontBytes('bold'));
    this.doc.font('regular').fontSize(10.5);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Room for `height` more points on this page, else a new page. */
  private room(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  newPage(): this {
    this.doc.addPage();
    return this;
  }

  title(text: string, size = 18): this {
    this.doc
      .font('bold')
      .fontSize(size)
      .text(text, this.left, this.doc.y, { width: this.width, align: 'center' });
    this.doc.font('regular').fontSize(10.5).moveDown(0.6);
    return this;
  }

  heading(text: string): this {
    this.room(40);
    this.doc.moveDown(0.4).font('bold').fontSize(12).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.font('regular').fontSize(10.5).moveDown(0.3);
    return this;
  }

  paragraph(text: string, options: { align?: 'left' | 'center' | 'right'; size?: number } = {}): this {
    this.doc
      .fontSize(options.size ?? 10.5)
      .text(text, this.left, this.doc.y, { width: this.width, align: options.align ?? 'left', lineGap: 3 });
    this.doc.fontSize(10.5).moveDown(0.4);
    return this;
  }

  space(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** Label/value pairs as a bordered grid, `perRow` pairs a row. */
  keyValues(pairs: readonly Pair[], perRow = 2): this {
    const rows: (readonly Pair[])[] = [];
    for (let i = 0; i < pairs.length; i += perRow) rows.push(pairs.slice(i, i + perRow));
    const columns: PdfColumn<readonly Pair[]>[] = [];
    for (let i = 0; i < perRow; i++) {
      columns.push({ header: '', width: 1, value: (r) => (r[i] ? localize(this.lang, r[i]![0]) : '') });
      columns.push({ header: '', width: 2, value: (r) => r[i]?.[1] ?? '' });
    }
    this.grid(columns, rows, { rowHeight: 20 }, false, (col) => col % 2 === 0);
    return this;
  }

  table<T>(columns: PdfColumn<T>[], rows: readonly T[], options: TableOptions = {}): this {
    return this.grid(columns, rows, options, true, () => false);
  }

  /** An area to write in by hand (or with its text): a labelled box of `height` points. */
  box(label: string, text: string | null, height = 90): this {
    this.room(height + 24);
    this.heading(label);
    const top = this.doc.y;
    this.doc.lineWidth(0.6).strokeColor(LINE).rect(this.left, top, this.width, height).stroke();
    if (text)
      this.doc.text(text, this.left + PAD * 2, top + PAD * 2, { width: this.width - PAD * 4, height });
    this.doc.y = top + height + 6;
    return this;
  }

  /** Signature lines side by side: `label：________`. */
  signatures(labels: readonly string[]): this {
    this.room(40);
    this.doc.moveDown(1.2);
    const y = this.doc.y;
    const each = this.width / labels.length;
    labels.forEach((label, i) => {
      const x = this.left + i * each;
      this.doc.text(`${label}：`, x, y, { lineBreak: false });
      const start = x + this.doc.widthOfString(`${label}：`) + 2;
      this.doc
        .lineWidth(0.6)
        .strokeColor(LINE)
        .moveTo(start, y + 13)
        .lineTo(x + each - 12, y + 13)
        .stroke();
    });
    this.doc.x = this.left;
    this.doc.y = y + 24;
    return this;
  }

  private grid<T>(
    columns: PdfColumn<T>[],
    rows: readonly T[],
    options: TableOptions,
    withHeader: boolean,
    isLabel: (column: number) => boolean,
  ): this {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const least = options.rowHeight ?? 18;
    this.doc.fontSize(options.fontSize ?? 10.5);
    const heightOf = (cells: string[]) =>
      Math.max(
        least,
        ...cells.map(
          (text, i) => this.doc.heightOfString(text || ' ', { width: widths[i]! - PAD * 2 }) + PAD * 2,
        ),
      );
    const draw = (cells: string[], bold: (i: number) => boolean, fill: string | null, height: number) => {
      let x = this.left;
      const y = this.doc.y;
      cells.forEach((text, i) => {
        const w = widths[i]!;
        if (fill) this.doc.rect(x, y, w, height).fill(fill).fillColor('black');
        this.doc.lineWidth(0.6).strokeColor(LINE).rect(x, y, w, height).stroke();
        this.doc.font(bold(i) ? 'bold' : 'regular');
        this.doc.text(text, x + PAD, y + PAD, { width: w - PAD * 2, align: columns[i]!.align ?? 'left' });
        x += w;
      });
      this.doc.font('regular');
      this.doc.x = this.left;
      this.doc.y = y + height;
    };
    const headers = columns.map((c) => localize(this.lang, c.header));
    const header = () => {
      if (!withHeader) return;
      const height = heightOf(headers);
      draw(headers, () => true, '#eeeeee', height);
    };
    this.room(40);
    header();
    for (const row of rows) {
      const cells = columns.map((c) => {
        const v = c.value(row);
        return v === null || v === undefined ? '' : String(v);
      });
      const height = heightOf(cells);
      if (this.doc.y + height > this.bottom) {
        this.newPage();
        header();
      }
      draw(cells, isLabel, null, height);
    }
    this.doc.fontSize(10.5).moveDown(0.5);
    return this;
  }

  /** A double frame around the page (a certificate's). */
  frame(): this {
    const { width, height } = this.doc.page;
    this.doc
      .lineWidth(3)
      .strokeColor('#b8860b')
      .rect(24, 24, width - 48, height - 48)
      .stroke();
    this.doc
      .lineWidth(1)
      .rect(32, 32, width - 64, height - 64)
      .stroke();
    this.doc.strokeColor('black');
    return this;
  }

  /** Numbers the pages ("第 1 页，共 3 页") unless told not to, and answers the file. */
  async toBuffer(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const numbered = this.options.pageNumbers ?? true;
    for (let i = range.start; numbered && i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const text = formatMessage(this.lang, 'pdf.page', { page: i + 1, pages: range.count });
      // Written inside the bottom margin: lift the margin so that pdfkit does not start a page for it.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .font('regular')
        .fontSize(9)
        .text(text, this.left, this.doc.page.height - MARGIN, { width: this.width, align: 'center' });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.done;
  }
}
