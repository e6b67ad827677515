/**
 * The contract as a PDF (pdf-lib, Helvetica: the standard font every reader has, nothing to
 * embed, which keeps a rendering to a few milliseconds). Rendered from the stored terms only,
 * with the document's dates set to the terms' own instants, so that the same terms give the
 * same bytes (and the same SHA-256) on any instance, whenever.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { BAND_LABELS_FR } from '../../../domain/pay/fr.ts';
import { contractsFr } from './fr.ts';
import type { ContractTerms } from './terms.ts';

const fr = contractsFr.pdf;

/** One party's signature as the final PDF shows it. */
export interface SignatureBlock {
  signedAt: string;
  signer: string;
  sha256: string;
}

export interface Signatures {
  institution: SignatureBlock | null;
  professional: SignatureBlock | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const ACCENT = rgb(0.05, 0.36, 0.42);
const RULE = rgb(0.82, 0.84, 0.87);

/** Text Helvetica (WinAnsi) can write: Intl's narrow no-break spaces become spaces, accents not
 * in WinAnsi are dropped from their letter, anything else becomes « ? ». */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  const plain = text.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/\u2212/g, '-');
  for (const ch of plain) {
    const code = ch.codePointAt(0) ?? 0;
    if (known.has(code)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += [...bare].every((c) => known.has(c.codePointAt(0) ?? 0)) ? bare : '?';
  }
  return out;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function dateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function shortDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** « 7 h 05 » */
function hours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `${h} h ${String(m).padStart(2, '0')}`;
}

/** A page being written top to bottom, with a new page when it is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Words wrapped to `width`. */
  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of writable(font, text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(next, size) <= width || line === '') line = next;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; width?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - MARGIN - x;
    for (const line of this.lines(text, font, size, width)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size * 1.4;
    }
  }

  gap(height: number) {
    this.y -= height;
  }

  heading(text: string) {
    this.room(40);
    this.gap(10);
    this.text(text, { size: 12, bold: true, color: ACCENT });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4[0] - MARGIN, y: this.y + 2 },
      thickness: 0.7,
      color: RULE,
    });
    this.gap(6);
  }

  /** A label and its value on one line (the value wrapped in its column). */
  field(label: string, value: string) {
    const startY = this.y;
    this.text(label, { color: MUTED, width: 130 });
    const after = this.y;
    this.y = startY;
    this.text(value, { x: MARGIN + 140 });
    this.y = Math.min(after, this.y);
  }

  /** A row of cells at fixed x positions, right-aligned when asked. */
  row(cells: { text: string; x: number; right?: boolean; bold?: boolean }[], size = 10) {
    this.room(size * 1.5);
    for (const cell of cells) {
      const font = cell.bold ? this.bold : this.regular;
      const text = writable(font, cell.text);
      const x = cell.right ? cell.x - font.widthOfTextAtSize(text, size) : cell.x;
      this.page.drawText(text, { x, y: this.y - size, size, font, color: INK });
    }
    this.y -= size * 1.5;
  }
}

/** The signature box of one party. */
function signatureBox(
  w: Writer,
  x: number,
  top: number,
  title: string,
  block: SignatureBlock | null,
  tz: string,
) {
  const width = (A4[0] - 2 * MARGIN - 20) / 2;
  const height = 110;
  w.page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: block ? ACCENT : RULE,
    borderWidth: 1,
  });
  w.y = top - 8;
  w.text(title, { x: x + 8, width: width - 16, bold: true });
  if (!block) {
    w.gap(4);
    w.text(fr.awaiting, { x: x + 8, width: width - 16, color: MUTED });
    return;
  }
  w.text(fr.signedOn(shortDateTime(block.signedAt, tz)), { x: x + 8, width: width - 16 });
  w.text(fr.signedBy(block.signer), { x: x + 8, width: width - 16 });
  w.text(fr.readHash, { x: x + 8, width: width - 16, size: 7, color: MUTED });
  w.text(block.sha256.slice(0, 32), { x: x + 8, width: width - 16, size: 7, color: MUTED });
  w.text(block.sha256.slice(32), { x: x + 8, width: width - 16, size: 7, color: MUTED });
}

/**
 * The contract's document, not saved: the caller saves it (to read and sign) or seals it
 * (once both signed, with their `signatures` blocks filled in).
 */
export async function contractDocument(
  terms: ContractTerms,
  signatures: Signatures = { institution: null, professional: null },
): Promise<PDFDocument> {
  const tz = terms.timeZone;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Dated by the terms (or the last signature): the same input, the same bytes.
  const last = [signatures.institution?.signedAt, signatures.professional?.signedAt]
    .filter((at): at is string => !!at)
    .sort()
    .at(-1);
  doc.setTitle(writable(regular, `${fr.title} — ${terms.mission.name}`));
  doc.setAuthor('Relève');
  doc.setCreator('Relève');
  doc.setProducer('Relève (pdf-lib)');
  doc.setLanguage('fr-FR');
  doc.setCreationDate(new Date(terms.drawnAt));
  doc.setModificationDate(new Date(last ?? terms.drawnAt));

  const w = new Writer(doc, regular, bold);
  w.text(fr.title, { size: 20, bold: true, color: ACCENT });
  w.text(fr.version(terms.version, dateTime(terms.drawnAt, tz)), { color: MUTED });
  w.gap(4);

  w.heading(fr.parties);
  w.text(fr.institution, { bold: true });
  w.text(terms.institution.name);
  w.text(terms.institution.address);
  w.text(fr.siret(terms.institution.siret), { color: MUTED });
  w.gap(6);
  w.text(fr.professional, { bold: true });
  w.text(`${terms.professional.name} — ${contractsFr.roles[terms.professional.role] ?? ''}`);
  w.text(fr.rpps(terms.professional.rpps), { color: MUTED });
  w.gap(4);
  w.text(fr.platform, { size: 9, color: MUTED });

  w.heading(fr.mission);
  w.field(fr.missionName, terms.mission.name);
  w.field(fr.place, terms.mission.place);
  w.field(fr.start, dateTime(terms.mission.start, tz));
  w.field(fr.end, dateTime(terms.mission.end, tz));
  w.field(fr.duration, hours(terms.mission.minutes));
  w.field(fr.requiredRole, contractsFr.roles[terms.mission.requiredRole] ?? '');
  if (terms.mission.description.trim() !== '') w.field(fr.description, terms.mission.description);

  w.heading(fr.pay);
  const right = A4[0] - MARGIN;
  w.row(
    [
      { text: fr.band, x: MARGIN, bold: true },
      { text: fr.time, x: 300, right: true, bold: true },
      { text: fr.rate, x: 420, right: true, bold: true },
      { text: fr.amount, x: right, right: true, bold: true },
    ],
    9,
  );
  for (const band of terms.bands) {
    w.row([
      { text: BAND_LABELS_FR[band.band], x: MARGIN },
      { text: hours(band.ms / 60_000), x: 300, right: true },
      { text: `${euros(band.rateCents)}/h`, x: 420, right: true },
      { text: euros(band.amountCents), x: right, right: true },
    ]);
  }
  w.row([
    { text: fr.travelFee, x: MARGIN },
    { text: euros(terms.rates.travelFeeCents ?? 0), x: right, right: true },
  ]);
  w.gap(2);
  w.row([
    { text: fr.estimated, x: MARGIN, bold: true },
    { text: euros(terms.estimatedPayCents), x: right, right: true, bold: true },
  ]);
  w.row([
    { text: fr.commission(terms.commissionPercent), x: MARGIN },
    { text: `− ${euros(terms.commissionCents)}`, x: right, right: true },
  ]);
  w.row([
    { text: fr.net, x: MARGIN, bold: true },
    {
      text: euros(terms.estimatedPayCents - terms.commissionCents),
      x: right,
      right: true,
      bold: true,
    },
  ]);
  w.text(fr.payNote, { size: 9, color: MUTED });

  w.heading(fr.cancellation);
  for (const line of fr.cancellationTerms(
    euros(terms.halfCompensationCents),
    euros(terms.fullCompensationCents),
  )) {
    w.text(line, { size: 9.5 });
    w.gap(2);
  }

  // The heading stays with its boxes.
  if (w.y < MARGIN + 190) {
    w.page = doc.addPage(A4);
    w.y = A4[1] - MARGIN;
  }
  w.heading(fr.signatures);
  const top = w.y;
  const half = (A4[0] - 2 * MARGIN - 20) / 2;
  signatureBox(
    w,
    MARGIN,
    top,
    `${fr.institution} — ${terms.institution.name}`,
    signatures.institution,
    tz,
  );
  signatureBox(
    w,
    MARGIN + half + 20,
    top,
    `${fr.professional} — ${terms.professional.name}`,
    signatures.professional,
    tz,
  );
  w.y = top - 120;
  if (signatures.institution && signatures.professional)
    w.text(fr.sealNote, { size: 8.5, color: MUTED });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = writable(regular, fr.page(i + 1, pages.length));
    page.drawText(label, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return doc;
}
