import type { PayslipServiceLine } from '../../../contract/payslips.ts';
import { formatDuration } from '../../../domain/missions/durations.ts';
import { capitalised, formatEuros, formatRate } from '../../ui/format.ts';
import { fr } from './fr.ts';

const MINUTES_PER_HOUR = 60;

/**
 * How a mission's amount was made, one sentence per band then the travel fee:
 * « Jour semaine — 7 h 30 à 28,50 €/h : 213,75 € », « Frais de déplacement : 12,00 € ».
 * Band durations read in hours and minutes (not the 1-decimal hours of the totals) so that
 * duration × rate visibly gives the amount.
 */
export function breakdownLines(line: PayslipServiceLine): string[] {
  const lines = line.bands.map((band) =>
    fr.bandLine(
      capitalised(band.label),
      formatDuration(band.hours * MINUTES_PER_HOUR),
      formatRate(band.rate),
      formatEuros(band.amount),
    ),
  );
  if (line.travel_fee > 0) lines.push(fr.travelFeeLine(formatEuros(line.travel_fee)));
  return lines;
}
