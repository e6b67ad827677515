import type { Payslip, PayslipServiceLine } from '../../../contract/payslips.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { BAND_LABELS_FR } from '../../../domain/pay/fr.ts';
import type { MissionPayResult } from '../../../domain/pay/mission-pay.ts';
import { COMMISSION_RATE_PERCENT } from '../../../domain/pay/payslip-totals.ts';
import { displayName } from '../users/present.ts';
import type { PayslipWithOwner } from './repo.ts';

export function presentPayslip({ payslip, owner }: PayslipWithOwner): Payslip {
  return {
    id: payslip.id,
    user_id: payslip.userId,
    user_name: displayName(owner),
    period_start: payslip.periodStart,
    period_end: payslip.periodEnd,
    total_hours: payslip.totalMinutes / 60,
    gross_amount: centsToEuros(payslip.grossCents),
    commission_amount: centsToEuros(payslip.commissionCents),
    net_amount: centsToEuros(payslip.netCents),
    commission_rate: COMMISSION_RATE_PERCENT,
    // Stored as served when generated: the lines are a record, never recomputed.
    services_list: payslip.servicesList as PayslipServiceLine[],
    created_at: payslip.createdAt.toISOString(),
    paid_at: payslip.paidAt?.toISOString() ?? null,
    payout_id: payslip.payoutId,
  };
}

const MS_PER_HOUR = 3_600_000;

/** One priced mission as a payslip line, with its band breakdown. */
export function presentServiceLine(
  mission: { id: string; name: string },
  localStartDate: string,
  establishmentName: string | null,
  pay: Extract<MissionPayResult, { ok: true }>,
): PayslipServiceLine {
  return {
    prestation_id: mission.id,
    date: localStartDate,
    service_type: mission.name,
    hours: pay.totalMs / MS_PER_HOUR,
    amount: centsToEuros(pay.amountCents),
    etablissement_name: establishmentName,
    bands: pay.bands.map((b) => ({
      band: b.band,
      label: BAND_LABELS_FR[b.band],
      hours: b.ms / MS_PER_HOUR,
      rate: centsToEuros(b.rateCents),
      amount: centsToEuros(b.amountCents),
    })),
    travel_fee: centsToEuros(pay.travelFeeCents),
  };
}

/** A late cancellation's compensation as a payslip line: an amount, no hours, no bands. */
export function presentCompensationLine(
  mission: { id: string; name: string },
  localCancelDate: string,
  establishmentName: string | null,
  amountCents: number,
  label: string,
): PayslipServiceLine {
  return {
    prestation_id: mission.id,
    date: localCancelDate,
    service_type: label,
    hours: 0,
    amount: centsToEuros(amountCents),
    etablissement_name: establishmentName,
    bands: [],
    travel_fee: 0,
    kind: 'compensation',
  };
}
