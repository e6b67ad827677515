import { describe, expect, it } from 'vitest';
import { notificationFromPush, notificationOptions, safeLink } from './notifications.ts';

describe('service worker notifications', () => {
  it('follows in-app paths only', () => {
    expect(safeLink('/mes-prestations?id=3')).toBe('/mes-prestations?id=3');
    expect(safeLink('/messages#last')).toBe('/messages#last');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'x',
      null,
      3,
    ]) {
      expect(safeLink(bad)).toBe('/dashboard');
    }
  });

  it('reads the push payload and builds the options', () => {
    const shown = notificationFromPush({
      title: 'Relève',
      body: 'Nouvelle prestation assignée',
      link: '/mes-prestations',
      id: 'n1',
      type: 'mission',
    });
    expect(shown).toEqual({
      title: 'Relève',
      body: 'Nouvelle prestation assignée',
      link: '/mes-prestations',
      id: 'n1',
    });
    expect(notificationOptions(shown)).toEqual({
      body: 'Nouvelle prestation assignée',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { link: '/mes-prestations' },
      tag: 'n1',
      lang: 'fr',
    });
    expect(notificationFromPush('garbage')).toEqual({ title: '', body: '', link: null });
  });
});
