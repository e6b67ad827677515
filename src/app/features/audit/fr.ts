import { AUDIT_ACTIONS } from '../../../contract/audit.ts';

/** The French of the administrator's « Journal » screen. */
export const fr = {
  title: 'Journal des décisions',
  subtitle:
    'Qui a décidé quoi, et quand\u202f: comptes, justificatifs, heures et argent. Rien ne peut y être modifié.',
  filters: {
    label: 'Filtrer le journal',
    from: 'Du',
    to: 'Au (inclus)',
    reset: 'Tout afficher',
    byActor: (name: string) => `Décisions de ${name}`,
    byObject: (label: string) => `Historique de ${label}`,
    actorButton: (name: string) => `Voir les décisions de ${name}`,
    objectButton: 'Historique',
    objectButtonLabel: (label: string) => `Voir l’historique de ${label}`,
    noMatch: 'Aucune décision ne correspond à ces filtres.',
    datesOrder: 'La date de fin doit suivre la date de début.',
  },
  empty: 'Aucune décision n’a encore été enregistrée.',
  loadFailed: 'Impossible de charger le journal.',
  forbidden: 'Le journal est réservé à l’administrateur.',
  sessionExpired: 'Session expirée, veuillez vous reconnecter.',
  platform: 'La plateforme',
  unknownActor: 'Compte inconnu',
  shownCount: (n: number) => (n === 1 ? '1 décision affichée' : `${n} décisions affichées`),
  objectTypes: {
    user: 'Compte',
    document: 'Justificatif',
    mission: 'Prestation',
    contract: 'Contrat',
    invoice: 'Facture',
    payout: 'Lot de virements',
    company: 'Identité de la plateforme',
  } as Record<string, string>,
} as const;

/** An action's French label (its code when this version of the app does not know it). */
export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
