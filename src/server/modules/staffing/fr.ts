import { localDateTime } from '../../../domain/pay/local-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** « le 12/12 à 21:00 »: a planned start in the business time zone. */
export function onDayAt(start: Date, timeZone: string): string {
  const local = localDateTime(start.getTime(), timeZone);
  return `le ${pad(local.day)}/${pad(local.month)} à ${pad(local.hour)}:${pad(local.minute)}`;
}

/** Every French sentence of staffing that is not a rule of the domain. */
export const staffingFr = {
  overrideAdminOnly: "Seul l'administrateur peut passer outre les règles de planification.",
  /** Never shown in practice: an ineligible decision always carries its reasons. */
  ineligible: 'Cette personne ne peut pas prendre cette mission.',
  notFound: 'Prestation introuvable.',

  /** Subjects of the notifications also sent by e-mail. */
  mail: {
    published: (mission: string) => `Mission à pourvoir\u202f: « ${mission} »`,
  },

  notify: {
    /** « Nouvelle mission à pourvoir : « Nuit EHPAD » le 12/12 à 21:00. » */
    published: (mission: string, start: Date, timeZone: string) =>
      `Nouvelle mission à pourvoir\u202f: « ${mission} » ${onDayAt(start, timeZone)}.`,
    /** To the establishment: « Camille Durand a pris la mission « Nuit EHPAD » le 12/12 à 21:00. » */
    claimed: (person: string, mission: string, start: Date, timeZone: string) =>
      `${person} a pris la mission « ${mission} » ${onDayAt(start, timeZone)}.`,
    /** To the establishment and the administrators. */
    withdrawn: (person: string, mission: string, start: Date, timeZone: string) =>
      `${person} s'est désisté(e) de la mission « ${mission} » ${onDayAt(start, timeZone)}\u202f: elle est de nouveau à pourvoir.`,
  },
} as const;

/** Screens a staffing notification opens. */
export const staffingLinks = {
  openMissions: '/missions-disponibles',
  institution: '/prestations',
  admin: '/prestations',
} as const;
