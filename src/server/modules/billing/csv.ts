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
  // Every cell leaves here final: user-typed text through `text`, the server's own through `ours`.
  const rows: string[][] = [billingFr.csvHeader.map(ours)];
  for (const { line } of lines) {
    rows.push([
      text(line.name),
      text(line.etablissement_name ?? ''),
      text(line.assigned_name ?? ''),
      ours(when.format(new Date(line.started_at))),
      ours(when.format(new Date(line.ended_at))),
      ours(decimal(line.hours)),
      line.amount === null ? '' : ours(decimal(line.amount)),
      line.travel_fee === null ? '' : ours(decimal(line.travel_fee)),
      ours(validationLabel(line.validation)),
      text(line.detail ?? ''),
    ]);
  }
  for (const c of compensations) {
    rows.push([
      text(billingFr.compensationLine(c.name)),
      text(c.institution ? displayName(c.institution) : ''),
      text(c.assignee ? displayName(c.assignee) : ''),
      ours(when.format(c.cancelledAt)),
      '',
      ours(decimal(0)),
      ours(decimal(centsToEuros(c.compensationCents))),
      '',
      '',
      '',
    ]);
  }
  rows.push(
    [
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
    ].map(ours),
  );
  return '\uFEFF' + rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n';
}

const twoDecimals = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const decimal = (n: number) => twoDecimals.format(n);

/**
 * User-typed text (a mission's name, an establishment's) must not run as a formula when the
 * file is opened: a leading =, +, -, @, tab or CR is neutralised with an apostrophe.
 */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/**
 * A cell of user-typed text: neutralised, and quoted when it holds any separator a reader may
 * use (`;`, `,`, tab), a quote or a line end: whatever separator the spreadsheet picks, the
 * cell stays one cell, so no formula can start in the middle of it (`Nuit, =HYPERLINK(…)`
 * read with commas).
 */
export function text(value: string): string {
  const cell = neutralised(value);
  return /[";,\t\r\n]/.test(cell) ? quoted(cell) : cell;
}

/**
 * A cell the server wrote (dates, decimal commas, labels): quoted only for `;`, quotes and
 * line ends, as the `;` file it is (a decimal comma stays bare).
 */
export function ours(cell: string): string {
  return /[";\r\n]/.test(cell) ? quoted(cell) : cell;
}
