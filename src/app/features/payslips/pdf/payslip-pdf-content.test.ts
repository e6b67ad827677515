import { describe, expect, it } from 'vitest';
import { samplePayslip } from '../sample-payslip.test-support.ts';
import { payslipFileName, payslipPdfContent } from './payslip-pdf-content.ts';
import { isWinAnsi } from './win-ansi.ts';

describe('payslipPdfContent', () => {
  const content = payslipPdfContent(samplePayslip());

  it('names the professional and the net amount in the metadata', () => {
    expect(content.metadata).toEqual({
      title: 'Fiche de paie — Inès Martin',
      author: 'Relève',
      subject: 'Période : 1–30 novembre 2025 — Net à payer : 1 148,18 €',
      keywords: ['fiche de paie', 'Relève'],
      creator: 'Relève',
      language: 'fr-FR',
    });
  });

  it('lays out identity, one row per mission with its breakdown, and the totals', () => {
    expect(content.title).toBe('Fiche de paie');
    expect(content.runningHeader).toBe('Fiche de paie — Inès Martin — 1–30 novembre 2025');
    expect(content.identity).toEqual([
      { label: 'Professionnel(le)', value: 'Inès Martin' },
      { label: 'Période', value: '1–30 novembre 2025' },
      { label: 'Émise le', value: '1 décembre 2025' },
    ]);
    expect(content.rows).toEqual([
      {
        date: '18/11/2025',
        establishment: 'Clinique des Lilas',
        service: 'Soins post-opératoires',
        hours: '12,0 h',
        amount: '724,50 €',
        details: [
          'Jour semaine — 12 h 00 à 58,50 €/h : 702,00 €',
          'Frais de déplacement : 22,50 €',
        ],
      },
      {
        date: '22/11/2025',
        establishment: '—',
        service: 'Garde de nuit',
        hours: '9,0 h',
        amount: '510,10 €',
        details: [
          'Jour week-end — 1 h 00 à 52,50 €/h : 52,50 €',
          'Nuit week-end — 8 h 00 à 57,20 €/h : 457,60 €',
        ],
      },
    ]);
    expect(content.totals).toEqual([
      { label: 'Heures totales', value: '21,0 h', emphasis: false },
      { label: 'Total brut', value: '1 234,60 €', emphasis: false },
      { label: 'Commission de la plateforme (7 %)', value: '- 86,42 €', emphasis: false },
      { label: 'Net à payer', value: '1 148,18 €', emphasis: true },
    ]);
  });

  it('holds only text the standard Helvetica font can draw', () => {
    const texts = [
      content.brand,
      content.title,
      content.runningHeader,
      content.missionsHeading,
      content.footer,
      ...Object.values(content.columns),
      ...content.identity.flatMap((i) => [i.label, i.value]),
      ...content.rows.flatMap((r) => [
        r.date,
        r.establishment,
        r.service,
        r.hours,
        r.amount,
        ...r.details,
      ]),
      ...content.totals.flatMap((t) => [t.label, t.value]),
    ];
    for (const text of texts) {
      for (const char of text)
        expect(isWinAnsi(char.codePointAt(0) ?? 0), `${char} in ${text}`).toBe(true);
    }
  });
});

describe('payslipFileName', () => {
  it('is fiche-de-paie-<nom>-<AAAA-MM-JJ>.pdf, safe on every file system', () => {
    expect(payslipFileName(samplePayslip())).toBe('fiche-de-paie-ines-martin-2025-11-01.pdf');
    expect(
      payslipFileName({ user_name: "  Zoé L'Hôte-Dupré / Œdipe ", period_start: '2026-01-05' }),
    ).toBe('fiche-de-paie-zoe-l-hote-dupre-oedipe-2026-01-05.pdf');
    expect(payslipFileName({ user_name: '', period_start: '2026-01-05' })).toBe(
      'fiche-de-paie-2026-01-05.pdf',
    );
  });
});
