import { BAND_LABELS_FR } from '../../../domain/pay/fr.ts';
import { payForMission, type MissionPayResult } from '../../../domain/pay/mission-pay.ts';
import type { MissionTariffs } from '../../../domain/pay/mission-pay.ts';
import { payslipsFr } from './fr.ts';

/** What pricing needs of a completed mission row. */
export interface PricedMissionInput extends MissionTariffs {
  name: string;
  startedAt: Date;
  endedAt: Date;
}

/**
 * Prices a completed mission from the tariffs copied onto it (never the establishment's current
 * ones). `establishmentName` is null for a mission created without an establishment.
 */
export function priceMission(
  mission: PricedMissionInput,
  establishmentName: string | null,
  timeZone: string,
): MissionPayResult {
  const result = payForMission(
    {
      startedAt: mission.startedAt.getTime(),
      endedAt: mission.endedAt.getTime(),
      tariffs: mission,
      establishmentName: establishmentName ?? '',
    },
    timeZone,
  );
  if (!result.ok && result.error.code === 'missing_rate' && establishmentName === null) {
    const message = payslipsFr.missingRateNoEstablishment(
      mission.name,
      BAND_LABELS_FR[result.error.band],
    );
    return { ok: false, error: { ...result.error, message } };
  }
  return result;
}
