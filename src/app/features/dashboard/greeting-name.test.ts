import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('prefers the first name, then the name, then « Utilisateur »', () => {
    expect(greetingName({ first_name: 'Inès', name: 'Inès Martin' })).toBe('Inès');
    expect(greetingName({ first_name: '', name: 'Clinique du Parc' })).toBe('Clinique du Parc');
    expect(greetingName({ first_name: ' ', name: '' })).toBe('Utilisateur');
    expect(greetingName(null)).toBe('Utilisateur');
  });
});
