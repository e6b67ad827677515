import type { Role } from '../../contract/common.ts';

/**
 * The screens of the app and the menus that link them: the ONE place that says which screens
 * exist and what they are called.
 */
export const SCREENS = {
  '/dashboard': { menuLabel: 'Tableau de bord', title: 'Tableau de bord' },
  '/institution-dashboard': { menuLabel: 'Tableau de bord', title: 'Tableau de bord' },
  '/users': { menuLabel: 'Utilisateurs', title: 'Utilisateurs' },
  '/institutions': { menuLabel: 'Établissements', title: 'Établissements' },
  '/prestations': { menuLabel: 'Prestations', title: 'Prestations' },
  '/approbations': { menuLabel: 'Approbations', title: 'Approbation des prestations' },
  '/heures-a-valider': { menuLabel: 'Heures à valider', title: 'Heures à valider' },
  '/mes-prestations': { menuLabel: 'Mes prestations', title: 'Mes prestations' },
  '/missions-disponibles': { menuLabel: 'Missions disponibles', title: 'Missions disponibles' },
  '/schedules': { menuLabel: 'Horaires', title: 'Horaires & Disponibilités' },
  '/teams': { menuLabel: 'Équipes', title: 'Équipes' },
  '/payslips': { menuLabel: 'Fiches de paie', title: 'Fiches de paie' },
  '/messages': { menuLabel: 'Messages', title: 'Messages' },
  '/notifications': { menuLabel: 'Notifications', title: 'Notifications' },
  '/exchanges': { menuLabel: 'Échanges', title: 'Échanges' },
  '/profile': { menuLabel: 'Profil', title: 'Profil' },
  '/payrolls': { menuLabel: 'Facturation', title: 'Facturation' },
} as const satisfies Record<string, Screen>;

export interface Screen {
  /** The link text in the menu. */
  menuLabel: string;
  /** The screen's heading and tab title. */
  title: string;
}

export type ScreenPath = keyof typeof SCREENS;

/** The three menus of docs/product-rules.md §1, in that order. */
export type MenuGroup = 'admin' | 'institution' | 'professional';

const MENUS: Record<MenuGroup, readonly ScreenPath[]> = {
  admin: [
    '/dashboard',
    '/users',
    '/institutions',
    '/prestations',
    '/approbations',
    // The contests the administrator settles, then the hours establishments have not signed off.
    '/heures-a-valider',
    '/schedules',
    '/teams',
    '/payslips',
    '/messages',
    '/notifications',
  ],
  // docs/product-rules.md §1: 'établissement de santé' is the institution role, so it gets this menu.
  // The completed missions it signs off sit next to its missions.
  institution: [
    '/institution-dashboard',
    '/prestations',
    '/heures-a-valider',
    '/profile',
    '/payrolls',
  ],
  professional: [
    '/dashboard',
    '/prestations',
    // docs/product-rules.md §10: the open missions she may claim, next to her own.
    '/missions-disponibles',
    '/schedules',
    '/messages',
    '/exchanges',
    '/payslips',
    '/teams',
    '/notifications',
    // Her details and whether her phone may read its position at a tap.
    '/profile',
  ],
};

export function menuGroupFor(role: Role): MenuGroup {
  switch (role) {
    case 'admin':
      return 'admin';
    case 'institution':
      return 'institution';
    case 'nurse':
    case 'caregiver':
      return 'professional';
    default: {
      const unknown: never = role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}

export interface MenuEntry {
  path: ScreenPath;
  label: string;
}

/** The menu of a role: its screens, in order. */
export function menuFor(role: Role): MenuEntry[] {
  return MENUS[menuGroupFor(role)].map((path) => ({ path, label: SCREENS[path].menuLabel }));
}
