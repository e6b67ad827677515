import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { samplePayslip } from '../sample-payslip.test-support.ts';
import { buildPayslipPdf, wrapText } from './build-payslip-pdf.ts';

const NOW = new Date('2025-12-01T10:00:00Z');

describe('buildPayslipPdf', () => {
  it('builds a one-page French PDF naming the professional and the net amount', async () => {
    const { bytes, fileName } = await buildPayslipPdf(samplePayslip(), { now: NOW });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(fileName).toBe('fiche-de-paie-ines-martin-2025-11-01.pdf');

    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Fiche de paie — Inès Martin');
    expect(doc.getAuthor()).toBe('Relève');
    expect(doc.getSubject()).toBe('Période : 1–30 novembre 2025 — Net à payer : 1 148,18 €');
    expect(doc.getCreationDate()?.toISOString()).toBe(NOW.toISOString());
  });

  it('goes on to further pages when the missions do not fit on one', async () => {
    const [line] = samplePayslip().services_list;
    const services_list = Array.from({ length: 40 }, (_, i) => ({
      ...line!,
      prestation_id: `m-${i}`,
      service_type: `Prestation ${i} au nom très long qui doit passer à la ligne dans sa colonne`,
    }));
    const { bytes } = await buildPayslipPdf(samplePayslip({ services_list }), { now: NOW });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  it('draws names Helvetica cannot encode instead of failing', async () => {
    const payslip = samplePayslip({ user_name: 'Łucja Nowak 王' });
    const { bytes, fileName } = await buildPayslipPdf(payslip, { now: NOW });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(fileName).toBe('fiche-de-paie-lucja-nowak-2025-11-01.pdf');
  });
});

describe('wrapText', () => {
  it('breaks at spaces, and inside a word only when it alone is too wide', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const width = font.widthOfTextAtSize('Clinique des', 10);
    expect(wrapText('Clinique des Lilas', font, 10, width)).toEqual(['Clinique des', 'Lilas']);
    const long = wrapText('Anticonstitutionnellement', font, 10, 40);
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('Anticonstitutionnellement');
    for (const part of long) expect(font.widthOfTextAtSize(part, 10)).toBeLessThanOrEqual(40);
    expect(wrapText('', font, 10, 40)).toEqual(['']);
  });
});
