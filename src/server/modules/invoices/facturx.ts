/**
 * The Factur-X file of an invoice or credit note: a PDF/A-3b whose pages show the invoice and
 * which carries the same invoice as EN 16931 CII XML (`factur-x.xml`, profile « EN 16931 »).
 *
 * We draw the pages with pdf-lib and an embedded font (DejaVu Sans, from the npm package
 * `dejavu-fonts-ttf`: PDF/A forbids fonts that are not embedded), and leave the XML and the
 * PDF/A-3 part (the attachment with its AFRelationship and parameters, the XMP metadata with
 * the Factur-X extension schema, the sRGB output intent) to `@e-invoice-eu/core`, a
 * maintained EN 16931 library. See docs/decisions.md, « Invoices ».
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { InvoiceService, type Invoice as EInvoice } from '@e-invoice-eu/core';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { INVOICE_TYPE_CODE, type InvoiceType } from '../../../domain/invoices/invoice.ts';
import { frDate, invoicesFr } from './fr.ts';

export interface Party {
  name: string;
  address: string;
}
export interface Seller extends Party {
  siren: string;
  vat_number: string;
  iban: string;
  bic: string;
}
export interface Buyer extends Party {
  siret: string | null;
}
/** Who sells and who buys, as printed: kept with the invoice, reused by its credit notes. */
export interface Parties {
  seller: Seller;
  buyer: Buyer;
}

export interface DocumentLine {
  date: string;
  label: string;
  professional: string;
  /** Real elapsed hours. */
  hours: number;
  amountCents: number;
}

export interface InvoiceDocument {
  type: InvoiceType;
  number: string;
  /** Local dates `YYYY-MM-DD`. */
  issueDate: string;
  dueDate: string;
  period: string;
  parties: Parties;
  lines: DocumentLine[];
  vatRateBp: number;
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  /** A credit note: the invoice it corrects. */
  credits?: { number: string; issueDate: string };
}

export interface FacturX {
  pdf: Buffer;
  xml: Buffer;
}

export const FACTURX_FORMAT = 'Factur-X-EN16931';
export const FACTURX_ATTACHMENT = 'factur-x.xml';

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** DejaVu Sans (Bitstream Vera licence), read once from its npm package. */
function fontBytes() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Cents as the XML writes amounts: « 1234.50 ». */
export function xmlAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const percent = (bp: number) => String(bp / 100);

/** « 12 rue des Lilas, 69003 Lyon » → street, post code, city (France). */
export function splitAddress(address: string): {
  street: string;
  postcode?: string;
  city?: string;
} {
  const match = /^(.*?)[,\s]+(\d{5})\s+(.+)$/.exec(address.trim());
  if (!match) return { street: address.trim() };
  return { street: match[1] ?? '', postcode: match[2], city: match[3] };
}

function postalAddress(address: string) {
  const { street, postcode, city } = splitAddress(address);
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(city ? { 'cbc:CityName': city } : {}),
    ...(postcode ? { 'cbc:PostalZone': postcode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': 'FR' },
  };
}

/** The invoice in `@e-invoice-eu/core`'s internal format (UBL-shaped; it writes the CII). */
export function eInvoiceOf(doc: InvoiceDocument): EInvoice {
  const eur = (cents: number) => xmlAmount(cents);
  const { seller, buyer } = doc.parties;
  const category = doc.vatRateBp > 0 ? 'S' : 'Z';
  const taxCategory = {
    'cbc:ID': category,
    'cbc:Percent': percent(doc.vatRateBp),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
  const invoice = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': doc.number,
      'cbc:IssueDate': doc.issueDate,
      'cbc:DueDate': doc.dueDate,
      'cbc:InvoiceTypeCode': INVOICE_TYPE_CODE[doc.type],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cac:InvoicePeriod': {
        'cbc:StartDate': `${doc.period}-01`,
        'cbc:EndDate': lastDayOf(doc.period),
      },
      ...(doc.credits
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': doc.credits.number,
                  'cbc:IssueDate': doc.credits.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress(seller.address),
          ...(seller.vat_number
            ? {
                'cac:PartyTaxScheme': [
                  { 'cbc:CompanyID': seller.vat_number, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
                ],
              }
            : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            ...(seller.siren
              ? { 'cbc:CompanyID': seller.siren, 'cbc:CompanyID@schemeID': '0002' }
              : {}),
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress(buyer.address),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': buyer.name,
            ...(buyer.siret
              ? { 'cbc:CompanyID': buyer.siret, 'cbc:CompanyID@schemeID': '0009' }
              : {}),
          },
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': lastDayOf(doc.period) },
      ...(seller.iban
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58',
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': seller.iban,
                  ...(seller.bic
                    ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } }
                    : {}),
                },
              },
            ],
          }
        : {}),
      'cac:PaymentTerms': { 'cbc:Note': invoicesFr.pdf.payment(doc.dueDate) },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': eur(doc.totalVatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': eur(doc.totalHtCents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': eur(doc.totalVatCents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': taxCategory,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': eur(doc.totalHtCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': eur(doc.totalHtCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': eur(doc.totalTtcCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': eur(doc.totalTtcCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': doc.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': eur(line.amountCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Description': invoicesFr.pdf.lineDetail(line.date, hoursText(line.hours)),
          'cbc:Name': `${line.label} — ${line.professional}`,
          'cac:ClassifiedTaxCategory': taxCategory,
        },
        'cac:Price': {
          'cbc:PriceAmount': eur(line.amountCents),
          'cbc:PriceAmount@currencyID': 'EUR',
        },
      })),
    },
  };
  return invoice as unknown as EInvoice;
}

function lastDayOf(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

const hoursFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const hoursText = (hours: number) => hoursFormat.format(hours);
const eurosFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euros = (cents: number) => eurosFormat.format(cents / 100);

// ——— The pages ———

/** « 732829320 » → « 732 829 320 », as printed identifiers are read. */
function groups(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.8, 0.82, 0.86);
const LINE_HEIGHT = 15;
/** Column x positions and widths of the lines' table. */
const COLUMNS = [
  { x: MARGIN, width: 62 },
  { x: MARGIN + 66, width: 190 },
  { x: MARGIN + 260, width: 130 },
  { x: MARGIN + 394, width: 40, right: true },
  { x: MARGIN + 438, width: 61, right: true },
] as const;

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

/** `text` cut to fit `width` at `size`, with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Words of `text` in lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

function text(
  pen: Pen,
  value: string,
  x: number,
  opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: number } = {},
) {
  const size = opts.size ?? 9;
  const font = opts.bold ? pen.bold : pen.regular;
  const at = opts.right === undefined ? x : x + opts.right - font.widthOfTextAtSize(value, size);
  pen.page.drawText(value, { x: at, y: pen.y, size, font, color: opts.color ?? INK });
}

/** Draws the invoice's pages: header, parties, lines (as many pages as needed), totals, terms. */
export async function drawInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = fontBytes();
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  const fr = invoicesFr.pdf;
  const { seller, buyer } = doc.parties;
  const title = doc.type === 'invoice' ? fr.invoice : fr.creditNote;
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setLanguage('fr-FR');

  const pen: Pen = { doc: pdf, page: pdf.addPage(A4), y: A4[1] - MARGIN - 10, regular, bold };
  const right = A4[0] - MARGIN;

  // Header: the seller on the left, the document on the right.
  text(pen, seller.name, MARGIN, { size: 16, bold: true });
  text(pen, `${title} ${doc.number}`, right - 220, { size: 14, bold: true, right: 220 });
  pen.y -= 20;
  const sellerLines = [
    ...wrap(regular, seller.address, 9, 250),
    ...(seller.siren ? [`${fr.siren} ${groups(seller.siren, [3, 3, 3])}`] : []),
    ...(seller.vat_number ? [`${fr.vat} ${seller.vat_number}`] : []),
  ];
  const docLines = [
    `${fr.issued} : ${frDate(doc.issueDate)}`,
    ...(doc.type === 'invoice' ? [`${fr.due} : ${frDate(doc.dueDate)}`] : []),
  ];
  const top = pen.y;
  for (const line of sellerLines) {
    text(pen, line, MARGIN, { color: MUTED });
    pen.y -= 12;
  }
  const afterSeller = pen.y;
  pen.y = top;
  for (const line of docLines) {
    text(pen, line, right - 220, { right: 220 });
    pen.y -= 12;
  }
  pen.y = Math.min(afterSeller, pen.y) - 18;

  // The buyer.
  text(pen, fr.buyer, MARGIN + 280, { size: 8, color: MUTED });
  pen.y -= 13;
  text(pen, buyer.name, MARGIN + 280, { size: 11, bold: true });
  pen.y -= 13;
  for (const line of [
    ...wrap(regular, buyer.address, 9, 220),
    ...(buyer.siret ? [`${fr.siret} ${groups(buyer.siret, [3, 3, 3, 5])}`] : []),
  ]) {
    text(pen, line, MARGIN + 280);
    pen.y -= 12;
  }
  pen.y -= 14;

  const intro = doc.credits
    ? fr.credits(doc.credits.number, doc.credits.issueDate)
    : fr.period(doc.period);
  for (const line of wrap(regular, intro, 10, right - MARGIN)) {
    text(pen, line, MARGIN, { size: 10 });
    pen.y -= 14;
  }
  pen.y -= 8;

  const header = () => {
    fr.columns.forEach((label, i) => {
      const c = COLUMNS[i];
      if (!c) return;
      text(pen, label, c.x, { bold: true, size: 8.5, ...('right' in c ? { right: c.width } : {}) });
    });
    pen.y -= 6;
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y },
      end: { x: right, y: pen.y },
      thickness: 0.6,
      color: RULE,
    });
    pen.y -= LINE_HEIGHT - 3;
  };
  header();
  for (const line of doc.lines) {
    if (pen.y < MARGIN + 150) {
      pen.page = pdf.addPage(A4);
      pen.y = A4[1] - MARGIN - 10;
      header();
    }
    const cells = [
      frDate(line.date),
      line.label,
      line.professional,
      hoursText(line.hours),
      euros(line.amountCents),
    ];
    cells.forEach((cell, i) => {
      const c = COLUMNS[i];
      if (!c) return;
      const value = fit(regular, cell, 8.5, c.width);
      text(pen, value, c.x, { size: 8.5, ...('right' in c ? { right: c.width } : {}) });
    });
    pen.y -= LINE_HEIGHT;
  }
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y + 8 },
    end: { x: right, y: pen.y + 8 },
    thickness: 0.6,
    color: RULE,
  });
  pen.y -= 8;

  // Totals.
  const totals: [string, number, boolean][] = [
    [fr.totalHt, doc.totalHtCents, false],
    [
      fr.vatLine(new Intl.NumberFormat('fr-FR').format(doc.vatRateBp / 100)),
      doc.totalVatCents,
      false,
    ],
    [fr.totalTtc, doc.totalTtcCents, true],
  ];
  for (const [label, cents, strong] of totals) {
    text(pen, label, right - 200, { size: strong ? 11 : 9.5, bold: strong });
    text(pen, euros(cents), right - 100, { size: strong ? 11 : 9.5, bold: strong, right: 100 });
    pen.y -= strong ? 18 : 14;
  }
  pen.y -= 14;

  // Terms.
  const terms = [
    ...(doc.type === 'invoice' ? [fr.payment(doc.dueDate)] : []),
    ...(seller.iban ? [fr.bank(seller.iban.replace(/(.{4})/g, '$1 ').trim(), seller.bic)] : []),
    fr.penalties,
  ];
  for (const paragraph of terms) {
    for (const line of wrap(regular, paragraph, 8, right - MARGIN)) {
      text(pen, line, MARGIN, { size: 8, color: MUTED });
      pen.y -= 11;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = fr.page(i + 1, pages.length);
    page.drawText(label, {
      x: right - regular.widthOfTextAtSize(label, 7.5),
      y: MARGIN / 2,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save({ useObjectStreams: false });
}

/** The bytes of one embedded file of a PDF (its EmbeddedFiles name tree, one level). */
export async function embeddedFile(pdfBytes: Uint8Array, name: string): Promise<Uint8Array | null> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const entries = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!entries) return null;
  for (let i = 0; i + 1 < entries.size(); i += 2) {
    const key = entries.lookup(i);
    const keyText =
      key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : undefined;
    if (keyText !== name) continue;
    const spec = entries.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) return null;
    return decodePDFRawStream(stream).decode();
  }
  return null;
}

/** What the library's formatter exposes to us (its members are private in its types). */
interface FacturXFormatter {
  attachFacturX: (pdf: unknown, options: unknown, xml: string) => Promise<void>;
}
interface FormatFactory {
  createFormatService: (format: string, logger: unknown) => FacturXFormatter;
}

/**
 * A credit note must name the invoice it corrects (BT-25, BG-3). `@e-invoice-eu/core` 2.3.4
 * validates `cac:BillingReference` but does not carry it into the CII (its mapping reads the
 * item's `cbc:ID` instead of `cac:InvoiceDocumentReference/cbc:ID`), so we add the
 * `ram:InvoiceReferencedDocument` where the EN 16931 schema puts it: right after the
 * settlement's monetary summation. The XSD test checks the place.
 */
export function withPrecedingInvoice(xml: string, credits: InvoiceDocument['credits']): string {
  if (!credits || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  const at = xml.indexOf(anchor);
  if (at < 0) throw new Error('Factur-X: no monetary summation to anchor the reference');
  const date = credits.issueDate.replaceAll('-', '');
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${credits.number}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${date}</qdt:DateTimeString>` +
    `</ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`;
  return xml.slice(0, at + anchor.length) + reference + xml.slice(at + anchor.length);
}

/**
 * The Factur-X PDF and its XML. The XML is read back from the PDF the library wrote, so that
 * `/xml` serves exactly the bytes an accounting program will find in `factur-x.xml`.
 */
export async function renderFacturX(doc: InvoiceDocument): Promise<FacturX> {
  const visual = await drawInvoicePdf(doc);
  // One service per document: its formatter hands the XML through withPrecedingInvoice
  // before attaching it.
  const service = new InvoiceService(console);
  const factory = (service as unknown as { formatFactoryService: FormatFactory })
    .formatFactoryService;
  const create = factory.createFormatService.bind(factory);
  factory.createFormatService = (format, logger) => {
    const formatter = create(format, logger);
    const attach = formatter.attachFacturX.bind(formatter);
    formatter.attachFacturX = (pdf, options, xml) =>
      attach(pdf, options, withPrecedingInvoice(xml, doc.credits));
    return formatter;
  };
  const rendered = await service.generate(eInvoiceOf(doc), {
    format: FACTURX_FORMAT,
    lang: 'fr-fr',
    pdf: { buffer: visual, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  if (typeof rendered === 'string') throw new Error('Factur-X: a PDF was expected');
  const pdf = Buffer.from(rendered);
  const xml = await embeddedFile(pdf, FACTURX_ATTACHMENT);
  if (!xml) throw new Error('Factur-X: factur-x.xml missing from the PDF');
  return { pdf, xml: Buffer.from(xml) };
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
