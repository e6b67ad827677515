import { validationLabel } from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { displayName } from '../users/present.ts';
import { billingFr } from './fr.ts';
import type { MonthStatement } from './service.ts';

/**
 * A month's statement as French spreadsheets open it without an import dialog: UTF-8 with a
 * BOM (else Excel reads Latin-1), `;` between cells (`,` is the decimal separator), decimal
 * commas, CRLF line ends.
 */
export function statementCsv(
  { summary, lines, compensations, totalTravelFeeCents }: MonthStatement,
  timeZone: string,
): string {
  const when = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });
  const rows: string[][] = [billingFr.csvHeader];
  for (const { line } of lines) {
    rows.push([
      text(line.name),
      text(line.etablissement_name ?? ''),
      text(line.assigned_name ?? ''),
      when.format(new Date(line.started_at)),
      when.format(new Date(line.ended_at)),
      decimal(line.hours),
      line.amount === null ? '' : decimal(line.amount),
      line.travel_fee === null ? '' : decimal(line.travel_fee),
      validationLabel(line.validation),
      text(line.detail ?? ''),
    ]);
  }
  for (const c of compensations) {
    rows.push([
      text(billingFr.compensationLine(c.name)),
      text(c.institution ? displayName(c.institution) : ''),
      text(c.assignee ? displayName(c.assignee) : ''),
      when.format(c.cancelledAt),
      '',
      decimal(0),
      decimal(centsToEuros(c.compensationCents)),
      '',
      '',
      '',
    ]);
  }
  rows.push([
    billingFr.csvTotal,
    '',
    '',
    '',
    '',
    decimal(summary.total_hours),
    decimal(summary.total_amount),
    decimal(centsToEuros(totalTravelFeeCents)),
    '',
    summary.unpriced_count > 0 ? billingFr.unpriced(summary.unpriced_count) : '',
  ]);
  return '\uFEFF' + rows.map((cells) => cells.map(quote).join(';')).join('\r\n') + '\r\n';
}

const twoDecimals = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const decimal = (n: number) => twoDecimals.format(n);

/**
 * User-typed text (a mission's name) must not run as a formula when the file is opened:
 * a leading =, +, -, @ or control character is neutralised with an apostrophe.
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function quote(cell: string): string {
  return /[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}
