import type { Role } from '../../contract/common.ts';

/**
 * The screens of the app and the menus that link them: the ONE place that says which screens
 * exist and what they are called.
 */
export const SCREENS = {
  '/dashboard': { menuLabel: 'Tableau de bord', title: 'Tableau de bord', icon: 'home' },
  '/institution-dashboard': {
    menuLabel: 'Tableau de bord',
    title: 'Tableau de bord',
    icon: 'home',
  },
  '/users': { menuLabel: 'Utilisateurs', title: 'Utilisateurs', icon: 'users' },
  '/institutions': { menuLabel: 'Établissements', title: 'Établissements', icon: 'institutions' },
  '/prestations': { menuLabel: 'Prestations', title: 'Prestations', icon: 'missions' },
  '/approbations': {
    menuLabel: 'Approbations',
    title: 'Approbation des prestations',
    icon: 'approvals',
  },
  '/heures-a-valider': { menuLabel: 'Heures à valider', title: 'Heures à valider', icon: 'hours' },
  '/mes-prestations': { menuLabel: 'Mes prestations', title: 'Mes prestations', icon: 'missions' },
  '/missions-disponibles': {
    menuLabel: 'Missions disponibles',
    title: 'Missions disponibles',
    icon: 'open-missions',
  },
  '/schedules': { menuLabel: 'Horaires', title: 'Horaires & Disponibilités', icon: 'schedules' },
  '/teams': { menuLabel: 'Équipes', title: 'Équipes', icon: 'teams' },
  '/payslips': { menuLabel: 'Fiches de paie', title: 'Fiches de paie', icon: 'payslips' },
  '/messages': { menuLabel: 'Messages', title: 'Messages', icon: 'messages' },
  '/notifications': { menuLabel: 'Notifications', title: 'Notifications', icon: 'notifications' },
  '/exchanges': { menuLabel: 'Échanges', title: 'Échanges', icon: 'exchanges' },
  '/profile': { menuLabel: 'Profil', title: 'Profil', icon: 'profile' },
  '/payrolls': { menuLabel: 'Facturation', title: 'Facturation', icon: 'billing' },
  '/journal': { menuLabel: 'Journal', title: 'Journal des décisions', icon: 'journal' },
  '/virements': { menuLabel: 'Virements', title: 'Virements', icon: 'billing' },
  '/factures': { menuLabel: 'Factures', title: 'Factures', icon: 'billing' },
  '/societe': { menuLabel: 'Société', title: 'Société', icon: 'settings' },
  '/contrats': { menuLabel: 'Contrats', title: 'Contrats', icon: 'contracts' },
  '/equipe': {
    menuLabel: 'Équipe',
    title: "Équipe de l'établissement",
    icon: 'teams',
  },
  '/planning': { menuLabel: 'Planning', title: 'Planning', icon: 'schedules' },
  '/mes-soignants': { menuLabel: 'Mes soignants', title: 'Mes soignants', icon: 'teams' },
} as const satisfies Record<string, Screen>;

export interface Screen {
  /** The link text in the menu. */
  menuLabel: string;
  /** The screen's heading and tab title. */
  title: string;
  /** Its icon in the menus (drawn by `ScreenIcon`, src/app/ui/icons.tsx). */
  icon: IconName;
}

/**
 * The names of the icons the menus use. Names only: this module stays free of React, so the
 * tests and the screenshot script read the menus without loading components.
 */
export type IconName =
  | 'home'
  | 'users'
  | 'institutions'
  | 'missions'
  | 'approvals'
  | 'hours'
  | 'open-missions'
  | 'schedules'
  | 'teams'
  | 'payslips'
  | 'messages'
  | 'notifications'
  | 'exchanges'
  | 'profile'
  | 'billing'
  | 'journal'
  | 'settings'
  | 'contracts';

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
    // The contracts still unsigned (its unsigned-contract alerts lead here).
    '/contrats',
    '/schedules',
    '/teams',
    '/payslips',
    // The payslips paid by SEPA transfer batches, next to the payslips.
    '/virements',
    // The month's invoices to the establishments, and the platform's identity they carry.
    '/factures',
    '/societe',
    '/messages',
    '/notifications',
    // Who decided what: accounts, documents, hours, money.
    '/journal',
    // Her details, photo and password, and « Déconnexion ».
    '/profile',
  ],
  // docs/product-rules.md §1: 'établissement de santé' is the institution role, so it gets this menu.
  // The completed missions it signs off sit next to its missions.
  institution: [
    '/institution-dashboard',
    '/prestations',
    // Its week, days × missions, what still needs someone first.
    '/planning',
    // Its favourites, offered its missions first, and those it set aside.
    '/mes-soignants',
    '/heures-a-valider',
    // The contracts of its missions, signed several at once.
    '/contrats',
    '/profile',
    '/payrolls',
    // Its managers: the owner invites and removes them (last: the tabs stay as they were).
    '/equipe',
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
    // Her contracts: to sign, and signed (downloadable, kept on the phone).
    '/contrats',
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
  icon: IconName;
}

/** The menu of a role: its screens, in order. */
export function menuFor(role: Role): MenuEntry[] {
  return MENUS[menuGroupFor(role)].map((path) => ({
    path,
    label: SCREENS[path].menuLabel,
    icon: SCREENS[path].icon,
  }));
}

/** A tab of the professional's bottom bar on a phone. */
export interface TabEntry extends MenuEntry {
  /** Other screens under which this tab is the current one. */
  alsoActiveOn: readonly ScreenPath[];
}

/**
 * The professional's tab bar on a phone: the four screens of her day, with short labels that
 * fit under an icon. « Missions » is her own missions (with the exchange offer); the menu's
 * « Prestations » shows the same list, so the tab stands for both.
 */
const PROFESSIONAL_TABS: readonly TabEntry[] = [
  { path: '/dashboard', label: 'Accueil', icon: 'home', alsoActiveOn: [] },
  { path: '/mes-prestations', label: 'Missions', icon: 'missions', alsoActiveOn: ['/prestations'] },
  { path: '/missions-disponibles', label: 'À pourvoir', icon: 'open-missions', alsoActiveOn: [] },
  { path: '/messages', label: 'Messages', icon: 'messages', alsoActiveOn: [] },
];

/** The bottom tabs of a role on a phone; none for the administrator and the establishments. */
export function tabsFor(role: Role): readonly TabEntry[] {
  return menuGroupFor(role) === 'professional' ? PROFESSIONAL_TABS : [];
}

/**
 * What the « Plus » tab opens: the role's menu minus the screens its tabs already reach, in
 * the menu's order (« Déconnexion » follows them, in the frame).
 */
export function moreFor(role: Role): MenuEntry[] {
  const reached = new Set<ScreenPath>(
    tabsFor(role).flatMap((tab) => [tab.path, ...tab.alsoActiveOn]),
  );
  return menuFor(role).filter((entry) => !reached.has(entry.path));
}
