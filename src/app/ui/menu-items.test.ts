import { describe, expect, it } from 'vitest';
import { menuFor, menuGroupFor, SCREENS } from './menu-items.ts';

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
      '/heures-a-valider',
      '/profile',
      '/payrolls',
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
      'Heures à valider',
      'Profil',
      'Facturation',
    ]);
  });

  it('groups the roles into the three menus', () => {
    expect(menuGroupFor('admin')).toBe('admin');
    expect(menuGroupFor('institution')).toBe('institution');
    expect(menuGroupFor('nurse')).toBe('professional');
    expect(menuGroupFor('caregiver')).toBe('professional');
  });
});
