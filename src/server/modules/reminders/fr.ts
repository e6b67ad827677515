import { localDate, localDateTime, localWallTime } from '../../../domain/pay/local-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local date `YYYY-MM-DD` of the day after the local day of `epochMs`. */
function nextLocalDate(epochMs: number, timeZone: string): string {
  const { year, month, day } = localDateTime(epochMs, timeZone);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The local day of `at` as said at `now` in the business time zone: « aujourd’hui », « demain »,
 * else « le 24/11 ».
 */
export function dayWord(at: number, now: number, timeZone: string): string {
  const day = localDate(at, timeZone);
  if (day === localDate(now, timeZone)) return 'aujourd’hui';
  if (day === nextLocalDate(now, timeZone)) return 'demain';
  const local = localDateTime(at, timeZone);
  return `le ${pad(local.day)}/${pad(local.month)}`;
}

/** « 07:00 » in the business time zone. */
export const wallTime = (at: number, timeZone: string) => localWallTime(at, timeZone);

const at = (institution: string | null) => (institution === null ? '' : ` chez ${institution}`);

/**
 * Every French sentence of the reminders, alerts and the automatic validation. « Prestation », as
 * in every other notification about a mission; the late alert names the button to press.
 */
export const remindersFr = {
  /** 12 h before: « Rappel : prestation « Nuit » demain à 07:00 chez Clinique des Lilas. » */
  start12h: (mission: string, day: string, time: string, institution: string | null) =>
    `Rappel\u202f: prestation « ${mission} » ${day} à ${time}${at(institution)}.`,
  start12hSubject: (day: string, time: string) => `Rappel\u202f: prestation ${day} à ${time}`,
  /** 1 h before. */
  start1h: (mission: string, time: string, institution: string | null) =>
    `Rappel\u202f: votre prestation « ${mission} » commence à ${time}${at(institution)}.`,
  start1hSubject: (time: string) => `Rappel\u202f: votre prestation commence à ${time}`,
  /** 15 minutes after the planned start, not started: to the assignee. */
  late: (mission: string, time: string) =>
    `La prestation « ${mission} » devait commencer à ${time}\u202f: pensez à appuyer sur « Commencer » dans Relève.`,
  /** The same, to the establishment. */
  lateToInstitution: (person: string, mission: string, time: string) =>
    `${person} n’a pas encore commencé la prestation « ${mission} » prévue à ${time}.`,
  lateSubject: 'Prestation non commencée',
  /** 15 minutes after the planned start of a mission still open: to the establishment. */
  unclaimed: (mission: string, time: string) =>
    `Personne n’a pris la prestation « ${mission} » prévue à ${time}.`,
  unclaimedSubject: 'Prestation non pourvue',
  /** 72 h after the end, hours still awaiting the establishment's sign-off: to the professional. */
  autoValidated: (mission: string) =>
    `Vos heures de la prestation « ${mission} » ont été validées automatiquement (72 h sans réponse de l’établissement).`,
  autoValidatedSubject: 'Heures validées automatiquement',
} as const;
