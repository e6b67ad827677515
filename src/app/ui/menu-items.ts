import type { Role } from '../../contract/common.ts';

/**
 * The screens of the app and the menus that link them: the ONE place that says which screens
 * exist, what they are called, and whether they are built yet.
 *
 * To ship a screen: replace its placeholder in `src/app/routes/<screen>.tsx` with the real
 * screen, then set `ready: true` here. Only ready screens are linked from the menu; the
 * route itself always exists (a placeholder says « Cette section arrive bientôt. »).
 */
export const SCREENS = {
  '/dashboard': { menuLabel: 'Tableau de bord', title: 'Tableau de bord', ready: true },
  '/institution-dashboard': { menuLabel: 'Tableau de bord', title: 'Tableau de bord', ready: true },
  '/users': { menuLabel: 'Utilisateurs', title: 'Utilisateurs', ready: true },
  '/institutions': { menuLabel: 'Établissements', title: 'Établissements', ready: true },
  '/prestations': { menuLabel: 'Prestations', title: 'Prestations', ready: true },
  '/approbations': {
    menuLabel: 'Approbations',
    title: 'Approbation des prestations',
    ready: true,
  },
  '/mes-prestations': { menuLabel: 'Mes prestations', title: 'Mes prestations', ready: true },
  '/schedules': { menuLabel: 'Horaires', title: 'Horaires & Disponibilités', ready: true },
  '/teams': { menuLabel: 'Équipes', title: 'Équipes', ready: true },
  '/payslips': { menuLabel: 'Fiches de paie', title: 'Fiches de paie', ready: true },
  '/messages': { menuLabel: 'Messages', title: 'Messages', ready: true },
  '/notifications': { menuLabel: 'Notifications', title: 'Notifications', ready: true },
  '/exchanges': { menuLabel: 'Échanges', title: 'Échanges', ready: true },
  '/profile': { menuLabel: 'Profil', title: 'Profil', ready: true },
  '/payrolls': { menuLabel: 'Facturation', title: 'Facturation', ready: true },
} as const satisfies Record<string, Screen>;

export interface Screen {
  /** The link text in the menu. */
  menuLabel: string;
  /** The screen's heading and tab title. */
  title: string;
  /** Built and linked from the menu. */
  ready: boolean;
}

export type ScreenPath = keyof typeof SCREENS;

/** The three menus of spec §2, in the spec's order. */
export type MenuGroup = 'admin' | 'institution' | 'professional';

const MENUS: Record<MenuGroup, readonly ScreenPath[]> = {
  admin: [
    '/dashboard',
    '/users',
    '/institutions',
    '/prestations',
    '/approbations',
    '/schedules',
    '/teams',
    '/payslips',
    '/messages',
    '/notifications',
  ],
  // PRODUCT §3: 'établissement de santé' is the institution role, so it gets this menu.
  institution: ['/institution-dashboard', '/prestations', '/profile', '/payrolls'],
  professional: [
    '/dashboard',
    '/prestations',
    '/schedules',
    '/messages',
    '/exchanges',
    '/payslips',
    '/teams',
    '/notifications',
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

/** The menu of a role: its screens that are ready, in order. */
export function menuFor(role: Role): MenuEntry[] {
  return MENUS[menuGroupFor(role)]
    .filter((path) => SCREENS[path].ready)
    .map((path) => ({ path, label: SCREENS[path].menuLabel }));
}
