import type { Payslip } from '../../../../contract/payslips.ts';
import {
  formatEuros,
  formatHours,
  formatInstantDate,
  formatLocalPeriod,
} from '../../../ui/format.ts';
import { breakdownLines } from '../breakdown-lines.ts';
import { formatPercent, formatShortDate } from '../format.ts';
import { pdfFr } from '../fr.ts';
import { LETTER_FALLBACKS, toWinAnsi } from './win-ansi.ts';

export interface PdfMissionRow {
  date: string;
  establishment: string;
  service: string;
  hours: string;
  amount: string;
  /** The band breakdown and travel fee, one sentence each. */
  details: string[];
}

export interface PdfTotal {
  label: string;
  value: string;
  /** The net to pay stands out. */
  emphasis: boolean;
}

/**
 * Everything the PDF payslip says, already formatted in French and drawable with the standard
 * Helvetica font (see {@link toWinAnsi}); the builder only places it on the page.
 */
export interface PayslipPdfContent {
  fileName: string;
  metadata: {
    title: string;
    author: string;
    subject: string;
    keywords: string[];
    creator: string;
    language: string;
  };
  brand: string;
  title: string;
  /** Atop every page after the first: « Fiche de paie — Inès Martin — 1–30 novembre 2025 ». */
  runningHeader: string;
  identity: { label: string; value: string }[];
  missionsHeading: string;
  columns: Omit<PdfMissionRow, 'details'>;
  rows: PdfMissionRow[];
  totals: PdfTotal[];
  footer: string;
}

/**
 * `fiche-de-paie-ines-martin-2025-11-01.pdf`: the professional's name without accents or
 * spaces (safe on every file system), then the first day of the period.
 */
export function payslipFileName(payslip: Pick<Payslip, 'user_name' | 'period_start'>): string {
  const slug = [...payslip.user_name]
    .map((char) => LETTER_FALLBACKS[char] ?? char)
    .join('')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${[pdfFr.fileStem, slug, payslip.period_start].filter(Boolean).join('-')}.pdf`;
}

/** The PDF payslip's text, from a payslip as the API serves it (or as kept on the device). */
export function payslipPdfContent(payslip: Payslip): PayslipPdfContent {
  const t = toWinAnsi;
  const name = payslip.user_name;
  const period = formatLocalPeriod(payslip.period_start, payslip.period_end);
  const rate = formatPercent(payslip.commission_rate);
  const net = formatEuros(payslip.net_amount);
  return {
    fileName: payslipFileName(payslip),
    // Metadata are Unicode in a PDF, but plain spaces keep them searchable and comparable.
    metadata: {
      title: t(pdfFr.documentTitle(name)),
      author: t(pdfFr.brand),
      subject: t(pdfFr.subject(period, net)),
      keywords: pdfFr.keywords.map(t),
      creator: t(pdfFr.brand),
      language: 'fr-FR',
    },
    brand: t(pdfFr.brand),
    title: t(pdfFr.title),
    runningHeader: t(`${pdfFr.documentTitle(name)} — ${period}`),
    identity: [
      { label: t(pdfFr.professional), value: t(name) },
      { label: t(pdfFr.period), value: t(period) },
      { label: t(pdfFr.issued), value: t(formatInstantDate(payslip.created_at)) },
    ],
    missionsHeading: t(pdfFr.missions),
    columns: {
      date: t(pdfFr.columns.date),
      establishment: t(pdfFr.columns.establishment),
      service: t(pdfFr.columns.service),
      hours: t(pdfFr.columns.hours),
      amount: t(pdfFr.columns.amount),
    },
    rows: payslip.services_list.map((line) => ({
      date: t(formatShortDate(line.date)),
      establishment: t(line.etablissement_name ?? pdfFr.noEstablishment),
      service: t(line.service_type),
      hours: t(formatHours(line.hours)),
      amount: t(formatEuros(line.amount)),
      details: breakdownLines(line).map(t),
    })),
    totals: [
      { label: t(pdfFr.totalHours), value: t(formatHours(payslip.total_hours)), emphasis: false },
      { label: t(pdfFr.gross), value: t(formatEuros(payslip.gross_amount)), emphasis: false },
      {
        label: t(pdfFr.commission(rate)),
        // A deduction: ASCII minus, as U+2212 is not in Helvetica's WinAnsi set.
        value: t(`- ${formatEuros(payslip.commission_amount)}`),
        emphasis: false,
      },
      { label: t(pdfFr.net), value: t(net), emphasis: true },
    ],
    footer: t(pdfFr.footer(rate)),
  };
}
