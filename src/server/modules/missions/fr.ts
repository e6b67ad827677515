import { deName } from '../../../domain/text/de-name.ts';
import { localDateTime, type LocalDateTime } from '../../../domain/pay/local-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A span of hours in the business time zone: « le 12/11 de 20:30 à 23:00 », or across midnight
 * « du 12/11 20:30 au 13/11 04:00 ».
 */
export function hoursSpan(start: Date, end: Date, timeZone: string): string {
  const a = localDateTime(start.getTime(), timeZone);
  const b = localDateTime(end.getTime(), timeZone);
  const day = (t: LocalDateTime) => `${pad(t.day)}/${pad(t.month)}`;
  const time = (t: LocalDateTime) => `${pad(t.hour)}:${pad(t.minute)}`;
  return a.date === b.date
    ? `le ${day(a)} de ${time(a)} à ${time(b)}`
    : `du ${day(a)} ${time(a)} au ${day(b)} ${time(b)}`;
}

/** Every French sentence of the missions module that is not a rule of the state machine. */
export const missionsFr = {
  notFound: 'Prestation introuvable.',
  badCursor: 'Curseur de page invalide\u202f: reprenez la liste depuis le début.',
  createdByAdmin: 'Prestation créée !',
  submittedByInstitution: "Prestation soumise à l'administrateur.",
  /** The answer of a batch: « 28 prestations créées. » */
  batchCreated: (count: number): string =>
    count === 1 ? '1 prestation créée.' : `${count} prestations créées.`,
  /** How the administrators' notice names a batch: « Nuit (28 prestations) ». */
  batchLabel: (firstName: string, count: number): string => `${firstName} (${count} prestations)`,
  assigneeNotProfessional: "L'utilisateur choisi n'est pas un soignant approuvé.",
  institutionNotApproved: "L'établissement choisi n'existe pas ou n'est pas approuvé.",
  changedMeanwhile: "La prestation vient d'être modifiée par quelqu'un d'autre. Rechargez la page.",
  /** An establishment asks for work to come; only the administrator records past work. */
  startInPast: 'La prestation doit commencer dans le futur.',
  /** Who signed off, as the professional reads it. */
  byAdmin: "l'administrateur",

  /** Subjects of the notifications also sent by e-mail. */
  mail: {
    assignedToYou: (mission: string) => `Prestation assignée\u202f: « ${mission} »`,
  },

  notify: {
    assignedToYou: (mission: string, institution: string | null) =>
      institution === null
        ? `Une prestation vous a été assignée\u202f: « ${mission} ».`
        : `Une prestation vous a été assignée\u202f: « ${mission} » (${institution}).`,
    assignedTo: (mission: string, person: string) =>
      `La prestation « ${mission} » a été assignée à ${person}.`,
    accepted: (person: string, mission: string) =>
      `${person} a accepté la prestation « ${mission} ».`,
    started: (person: string, mission: string) =>
      `${person} a commencé la prestation « ${mission} ».`,
    ended: (person: string, mission: string) => `${person} a terminé la prestation « ${mission} ».`,
    /** To the establishment: an end far too late, kept as declared, waits for its decision. */
    endedLate: (person: string, mission: string, gap: string, span: string) =>
      `${person} a terminé la prestation « ${mission} »\u202f: fin déclarée ${gap} après le début (${span}). Confirmez ou corrigez ces heures\u202f: elles ne seront ni validées automatiquement ni payées avant.`,
    /** To every administrator: the same late end, for the record and in case the establishment does not answer. */
    endedLateToAdmin: (person: string, mission: string, institution: string, gap: string) =>
      `Fin déclarée ${gap} après le début par ${person} pour « ${mission} » (${institution})\u202f: heures à confirmer par l'établissement.`,
    cancelled: (mission: string) => `La prestation « ${mission} » a été annulée.`,
    /** A late cancellation: she is told what she is owed (formatted by Intl, fr-FR). */
    cancelledCompensated: (mission: string, amount: string) =>
      `La prestation « ${mission} » a été annulée moins de 48 h avant son début\u202f: une indemnité d’annulation de ${amount} vous est due, versée avec votre prochaine fiche de paie.`,
    cancelledByAdmin: (mission: string) =>
      `La prestation « ${mission} » a été annulée par l'administrateur.`,

    /** To the professional: « Vos heures de la prestation « Nuit » ont été validées par … » */
    validated: (mission: string, by: string) =>
      `Vos heures de la prestation « ${mission} » ont été validées par ${by}.`,
    /** To the establishment, when the administrator validated before it did. */
    validatedByAdmin: (mission: string, person: string) =>
      `Les heures ${deName(person)} pour la prestation « ${mission} » ont été validées par l'administrateur.`,
    /** To the professional: the establishment proposes other times; the administrator decides. */
    contested: (institution: string, mission: string, span: string) =>
      `L'établissement ${institution} conteste vos heures pour « ${mission} »\u202f: il propose ${span}. L'administrateur va trancher.`,
    /** To every administrator: a contest to settle. */
    contestedToAdmin: (institution: string, person: string, mission: string, span: string) =>
      `L'établissement ${institution} conteste les heures ${deName(person)} pour « ${mission} » et propose ${span}. À trancher.`,
    /** A contest settled by `validate`: the professional's times stand. */
    settledKept: (mission: string, span: string) =>
      `Contestation de « ${mission} » tranchée par l'administrateur\u202f: vos heures sont conservées (${span}).`,
    settledKeptToInstitution: (mission: string, person: string, span: string) =>
      `Contestation de « ${mission} » tranchée par l'administrateur\u202f: les heures ${deName(person)} sont conservées (${span}).`,
    /** A contest settled by corrected actual times. */
    settledCorrected: (mission: string, span: string) =>
      `Contestation de « ${mission} » tranchée par l'administrateur\u202f: vos heures sont corrigées (${span}).`,
    settledCorrectedToInstitution: (mission: string, person: string, span: string) =>
      `Contestation de « ${mission} » tranchée par l'administrateur\u202f: les heures ${deName(person)} sont corrigées (${span}).`,
  },
} as const;

/** Screens a mission notification opens. */
export const missionLinks = {
  professional: '/mes-prestations',
  institution: '/prestations',
  /** « Heures à valider »: the establishment's sign-offs, the administrator's contests. */
  validation: '/heures-a-valider',
} as const;

/** An amount in euros as the French read it (« 101,20 € »). */
export const eurosFr = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
