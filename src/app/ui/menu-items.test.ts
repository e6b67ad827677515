import { describe, expect, it } from 'vitest';
import { menuFor, menuGroupFor, moreFor, SCREENS, tabsFor } from './menu-items.ts';

const paths = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((entry) => entry.path);

describe('menuFor', () => {
  it('gives the administrator « Heures à valider », right after the approvals', () => {
    const menu = paths('admin');
    expect(menu).toContain('/heures-a-valider');
    expect(menu.indexOf('/heures-a-valider')).toBe(menu.indexOf('/approbations') + 1);
  });

  it('gives the establishment « Heures à valider » next to its missions, and its profile', () => {
    expect(paths('institution')).toEqual([
      '/institution-dashboard',
      '/prestations',
      '/planning',
      '/mes-soignants',
      '/heures-a-valider',
      '/contrats',
      '/profile',
      '/payrolls',
      '/equipe',
    ]);
  });

  it('gives nurses and caregivers the same menu, ending with « Profil », without sign-off', () => {
    expect(paths('nurse')).toEqual(paths('caregiver'));
    expect(paths('nurse').at(-1)).toBe('/profile');
    expect(paths('nurse')).not.toContain('/heures-a-valider');
  });

  it('labels each entry with its screen’s menu label, each path once', () => {
    for (const role of ['admin', 'institution', 'nurse', 'caregiver'] as const) {
      const menu = menuFor(role);
      expect(new Set(menu.map((entry) => entry.path)).size).toBe(menu.length);
      for (const entry of menu) expect(entry.label).toBe(SCREENS[entry.path].menuLabel);
    }
    expect(menuFor('institution').map((entry) => entry.label)).toEqual([
      'Tableau de bord',
      'Prestations',
      'Planning',
      'Mes soignants',
      'Heures à valider',
      'Contrats',
      'Profil',
      'Facturation',
      'Équipe',
    ]);
  });

  it('groups the roles into the three menus', () => {
    expect(menuGroupFor('admin')).toBe('admin');
    expect(menuGroupFor('institution')).toBe('institution');
    expect(menuGroupFor('nurse')).toBe('professional');
    expect(menuGroupFor('caregiver')).toBe('professional');
  });

  it('gives every screen an icon', () => {
    for (const role of ['admin', 'institution', 'nurse', 'caregiver'] as const) {
      for (const entry of menuFor(role)) expect(entry.icon).toBe(SCREENS[entry.path].icon);
    }
  });
});

describe('tabsFor and moreFor', () => {
  it('gives nurses and caregivers four tabs: Accueil, Missions, À pourvoir, Messages', () => {
    for (const role of ['nurse', 'caregiver'] as const) {
      expect(tabsFor(role).map((tab) => [tab.label, tab.path])).toEqual([
        ['Accueil', '/dashboard'],
        ['Missions', '/mes-prestations'],
        ['À pourvoir', '/missions-disponibles'],
        ['Messages', '/messages'],
      ]);
    }
    // « Missions » is also the current tab on « Prestations », the same list.
    expect(tabsFor('nurse')[1]?.alsoActiveOn).toEqual(['/prestations']);
  });

  it('puts the rest of her menu behind « Plus », in the menu’s order', () => {
    expect(moreFor('nurse').map((entry) => entry.label)).toEqual([
      'Horaires',
      'Échanges',
      'Fiches de paie',
      'Contrats',
      'Équipes',
      'Notifications',
      'Profil',
    ]);
    expect(moreFor('caregiver')).toEqual(moreFor('nurse'));
  });

  it('reaches every screen of her menu through a tab or « Plus »', () => {
    const reached = new Set([
      ...tabsFor('nurse').flatMap((tab) => [tab.path, ...tab.alsoActiveOn]),
      ...moreFor('nurse').map((entry) => entry.path),
    ]);
    for (const entry of menuFor('nurse')) expect(reached).toContain(entry.path);
  });

  it('gives the administrator and the establishments no tabs: their menu stays whole', () => {
    for (const role of ['admin', 'institution'] as const) {
      expect(tabsFor(role)).toEqual([]);
      expect(moreFor(role)).toEqual(menuFor(role));
    }
  });
});
