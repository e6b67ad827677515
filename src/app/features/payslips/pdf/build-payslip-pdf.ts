import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Payslip } from '../../../../contract/payslips.ts';
import { pdfFr } from '../fr.ts';
import {
  payslipPdfContent,
  type PayslipPdfContent,
  type PdfMissionRow,
} from './payslip-pdf-content.ts';
import { toWinAnsi } from './win-ansi.ts';

/** A4 in PostScript points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 28;

const SIZE = { brand: 12, title: 22, body: 10, small: 8.5, heading: 12, net: 13 } as const;
const LINE = 1.35;

/** Column widths of the missions table, left to right; they add up to the content width. */
const COLUMNS = { date: 64, establishment: 140, service: 150, hours: 60, amount: 85.28 } as const;

interface Palette {
  text: RGB;
  muted: RGB;
  primary: RGB;
  rule: RGB;
  band: RGB;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Splits text into lines no wider than `width` at `size`: at spaces, and inside a word only
 * when the word alone is too wide.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** Draws page after page, top to bottom, starting a new page when the next block would not fit. */
class Writer {
  page: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly colors: Palette,
    private readonly onNewPage: (writer: Writer) => void,
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    return page;
  }

  /** Makes room for `height` points, on a new page if needed (which repeats the table header). */
  ensure(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_HEIGHT) return;
    this.page = this.addPage();
    this.onNewPage(this);
  }

  text(
    text: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: RGB; align?: 'left' | 'right' } = {},
  ): void {
    const size = options.size ?? SIZE.body;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const left = options.align === 'right' ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, {
      x: left,
      y: this.y - size,
      size,
      font,
      color: options.color ?? this.colors.text,
    });
  }

  rule(thickness = 0.6, color: RGB = this.colors.rule): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness,
      color,
    });
  }
}

function drawTableHeader(w: Writer, columns: PayslipPdfContent['columns']): void {
  const height = SIZE.body * LINE + 8;
  w.ensure(height);
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - height,
    width: CONTENT_WIDTH,
    height,
    color: w.colors.band,
  });
  w.y -= 4;
  let x = MARGIN + 4;
  w.text(columns.date, x, { bold: true });
  x += COLUMNS.date;
  w.text(columns.establishment, x, { bold: true });
  x += COLUMNS.establishment;
  w.text(columns.service, x, { bold: true });
  x += COLUMNS.service + COLUMNS.hours;
  w.text(columns.hours, x - 6, { bold: true, align: 'right' });
  w.text(columns.amount, PAGE_WIDTH - MARGIN - 4, { bold: true, align: 'right' });
  w.y -= height - 4;
}

function drawRow(w: Writer, row: PdfMissionRow): void {
  const { regular } = w.fonts;
  const establishment = wrapText(row.establishment, regular, SIZE.body, COLUMNS.establishment - 8);
  const service = wrapText(row.service, regular, SIZE.body, COLUMNS.service - 8);
  const detailX = MARGIN + 4 + COLUMNS.date;
  const details = row.details.flatMap((d) =>
    wrapText(d, regular, SIZE.small, PAGE_WIDTH - MARGIN - 4 - detailX),
  );
  const bodyLines = Math.max(establishment.length, service.length, 1);
  const height = bodyLines * SIZE.body * LINE + details.length * SIZE.small * LINE + 12;
  w.ensure(height);

  const top = w.y - 6;
  w.y = top;
  let x = MARGIN + 4;
  w.text(row.date, x);
  x += COLUMNS.date;
  establishment.forEach((line, i) => {
    w.y = top - i * SIZE.body * LINE;
    w.text(line, x);
  });
  x += COLUMNS.establishment;
  service.forEach((line, i) => {
    w.y = top - i * SIZE.body * LINE;
    w.text(line, x);
  });
  w.y = top;
  x += COLUMNS.service + COLUMNS.hours;
  w.text(row.hours, x - 6, { align: 'right' });
  w.text(row.amount, PAGE_WIDTH - MARGIN - 4, { align: 'right', bold: true });
  w.y = top - bodyLines * SIZE.body * LINE;
  for (const detail of details) {
    w.text(detail, detailX, { size: SIZE.small, color: w.colors.muted });
    w.y -= SIZE.small * LINE;
  }
  w.y -= 6;
  w.rule();
}

function drawTotals(w: Writer, totals: PayslipPdfContent['totals']): void {
  const labelX = PAGE_WIDTH - MARGIN - 300;
  const valueX = PAGE_WIDTH - MARGIN - 4;
  w.ensure(totals.length * SIZE.net * LINE + 40);
  w.y -= 14;
  for (const total of totals) {
    if (total.emphasis) {
      const height = SIZE.net * LINE + 10;
      w.y -= 4;
      w.page.drawRectangle({
        x: labelX - 8,
        y: w.y - height,
        width: valueX - labelX + 12,
        height,
        color: w.colors.band,
        borderColor: w.colors.primary,
        borderWidth: 1,
      });
      w.y -= 5;
      w.text(total.label, labelX, { bold: true, size: SIZE.net });
      w.text(total.value, valueX - 4, { bold: true, size: SIZE.net, align: 'right' });
      w.y -= height - 5;
    } else {
      w.text(total.label, labelX);
      w.text(total.value, valueX - 4, { align: 'right' });
      w.y -= SIZE.body * LINE + 4;
    }
  }
}

/**
 * The PDF payslip (A4, French, Helvetica): title « Fiche de paie », who and which period, one
 * row per mission with its band breakdown, the totals (brut, commission, net à payer) and the
 * page numbers. The document's title and subject name the professional and the net amount.
 *
 * pdf-lib is loaded here, on the first download, so that it stays out of the first screen's
 * bundle. Everything it needs comes from `payslip`: it works offline from the kept copy.
 */
export async function buildPayslipPdf(
  payslip: Payslip,
  options: { now?: Date } = {},
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const content = payslipPdfContent(payslip);
  const doc = await PDFDocument.create();
  const now = options.now ?? new Date();
  doc.setTitle(content.metadata.title, { showInWindowTitleBar: true });
  doc.setAuthor(content.metadata.author);
  doc.setSubject(content.metadata.subject);
  doc.setKeywords(content.metadata.keywords);
  doc.setCreator(content.metadata.creator);
  doc.setProducer(content.metadata.creator);
  doc.setLanguage(content.metadata.language);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const colors: Palette = {
    text: rgb(0.078, 0.188, 0.227),
    muted: rgb(0.29, 0.373, 0.408),
    primary: rgb(0.055, 0.455, 0.565),
    rule: rgb(0.81, 0.867, 0.886),
    band: rgb(0.875, 0.949, 0.965),
  };

  let inTable = false;
  const w = new Writer(doc, fonts, colors, (writer) => {
    writer.text(content.runningHeader, MARGIN, { size: SIZE.small, color: colors.muted });
    writer.y -= SIZE.small * LINE + 8;
    if (inTable) drawTableHeader(writer, content.columns);
  });

  // Heading: brand, title, then who and when.
  w.text(content.brand, MARGIN, { bold: true, size: SIZE.brand, color: colors.primary });
  w.y -= SIZE.brand * LINE + 4;
  w.text(content.title, MARGIN, { bold: true, size: SIZE.title });
  w.y -= SIZE.title * LINE + 6;
  w.rule(1.2, colors.primary);
  w.y -= 12;
  for (const { label, value } of content.identity) {
    w.text(label, MARGIN, { bold: true });
    const lines = wrapText(value, fonts.regular, SIZE.body, CONTENT_WIDTH - 130);
    for (const line of lines) {
      w.text(line, MARGIN + 130);
      w.y -= SIZE.body * LINE;
    }
    w.y -= 3;
  }
  w.y -= 14;

  w.text(content.missionsHeading, MARGIN, { bold: true, size: SIZE.heading });
  w.y -= SIZE.heading * LINE + 6;
  drawTableHeader(w, content.columns);
  inTable = true;
  for (const row of content.rows) drawRow(w, row);
  inTable = false;

  drawTotals(w, content.totals);

  const footerLines = wrapText(content.footer, fonts.regular, SIZE.small, CONTENT_WIDTH);
  w.ensure(footerLines.length * SIZE.small * LINE + 20);
  w.y -= 20;
  for (const line of footerLines) {
    w.text(line, MARGIN, { size: SIZE.small, color: colors.muted });
    w.y -= SIZE.small * LINE;
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = toWinAnsi(pdfFr.page(index + 1, pages.length));
    const width = fonts.regular.widthOfTextAtSize(label, SIZE.small);
    page.drawText(label, {
      x: PAGE_WIDTH - MARGIN - width,
      y: MARGIN - 6,
      size: SIZE.small,
      font: fonts.regular,
      color: colors.muted,
    });
  });

  return { bytes: await doc.save(), fileName: content.fileName };
}
