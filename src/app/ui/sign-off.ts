/**
 * How a completed mission's hours are shown to those who check them: how far from the
 * establishment the start and the end were tapped, and where the establishment's sign-off
 * stands. Shared by the mission screens, « Heures à valider » and the statement, which cannot
 * import each other.
 */
import type { Prestation } from '../../contract/missions.ts';
import { FAR_FROM_PLACE_M } from '../../domain/geo/distance.ts';
import { lateEndLabel, validationLabel, type Validation } from '../../domain/missions/hours.ts';
import type { BadgeTone } from './badge.tsx';

export const signOffFr = {
  startDistance: (distance: string) => `Début à ${distance} de l'établissement`,
  endDistance: (distance: string) => `Fin à ${distance} de l'établissement`,
  /** Beside a distance of 500 m or more: said in words, not by the colour alone. */
  far: 'Loin',
  autoValidated: 'Validée automatiquement',
} as const;

const metres = new Intl.NumberFormat('fr-FR', {
  style: 'unit',
  unit: 'meter',
  maximumFractionDigits: 0,
});
const kilometres = new Intl.NumberFormat('fr-FR', {
  style: 'unit',
  unit: 'kilometer',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * « Fin déclarée 6 jours après le début : à confirmer » while a late end waits for the
 * establishment (`hours_flag`), from the declared start and end; null otherwise.
 */
export function lateEndOf(
  mission: Pick<Prestation, 'hours_flag' | 'started_at' | 'ended_at'>,
): string | null {
  if (mission.hours_flag !== 'late_end' || !mission.started_at || !mission.ended_at) return null;
  const start = Date.parse(mission.started_at);
  const end = Date.parse(mission.ended_at);
  return Number.isFinite(start) && Number.isFinite(end) ? lateEndLabel(start, end) : null;
}

/** « 90 m » under a kilometre, « 1,2 km » from there (one decimal: a phone is not more precise). */
export function formatDistance(distanceM: number): string {
  return distanceM < 1000 ? metres.format(distanceM) : kilometres.format(distanceM / 1000);
}

/** From 500 m, the tap was probably not made on the spot: the screens highlight it. */
export function isFarFromPlace(distanceM: number): boolean {
  return distanceM >= FAR_FROM_PLACE_M;
}

export type TapKind = 'start' | 'end';

export interface TapDistance {
  kind: TapKind;
  /** « Début à 90 m de l'établissement ». */
  text: string;
  far: boolean;
}

/** « Début à 90 m de l'établissement » / « Fin à 1,2 km de l'établissement ». */
export function distanceLabel(kind: TapKind, distanceM: number): string {
  const distance = formatDistance(distanceM);
  return kind === 'start' ? signOffFr.startDistance(distance) : signOffFr.endDistance(distance);
}

/**
 * The start's and the end's distances that are known, in that order: none without a position
 * at the tap (the professional did not allow it, or the phone could not tell) or without the
 * establishment's location.
 */
export function tapDistances(
  mission: Pick<Prestation, 'start_distance_m' | 'end_distance_m'>,
): TapDistance[] {
  const taps: TapDistance[] = [];
  const add = (kind: TapKind, distanceM: number | null) => {
    if (distanceM === null) return;
    taps.push({ kind, text: distanceLabel(kind, distanceM), far: isFarFromPlace(distanceM) });
  };
  add('start', mission.start_distance_m);
  add('end', mission.end_distance_m);
  return taps;
}

export interface SignOffView {
  state: Validation;
  /** « À valider », « Validée », « Validée automatiquement », « Contestée ». */
  label: string;
  tone: BadgeTone;
  /** Validated by nobody: 72 h passed after the end without an answer. */
  auto: boolean;
}

const tones: Record<Validation, BadgeTone> = {
  awaiting: 'warning',
  validated: 'success',
  contested: 'danger',
};

/**
 * Where the sign-off stands, null before the mission is completed. The server serves an
 * awaiting mission 72 h past its end as validated by nobody (`validated_by` null): that is the
 * automatic validation, named as such so that no one believes the establishment checked it.
 */
export function signOffOf(
  mission: Pick<Prestation, 'validation'> & Partial<Pick<Prestation, 'validated_by'>>,
): SignOffView | null {
  const state = mission.validation;
  if (state === null) return null;
  const auto = state === 'validated' && mission.validated_by === null;
  return {
    state,
    label: auto ? signOffFr.autoValidated : validationLabel(state),
    tone: tones[state],
    auto,
  };
}
