import { describe, expect, it } from 'vitest';
import type { Institution } from '../../../contract/institutions.ts';
import { institutionSortFrom, sortInstitutions } from './sort-institutions.ts';

const at = (name: string, status: Institution['status'], created_at: string) =>
  ({ name, status, created_at }) as Institution;
const list = [
  at('Clinique des Lilas', 'approved', '2025-03-02T09:00:00Z'),
  at('EHPAD Les Roses', 'pending', '2025-03-04T09:00:00Z'),
  at('Centre Émile', 'rejected', '2025-03-01T09:00:00Z'),
  at('Arbres', 'approved', '2025-03-03T09:00:00Z'),
];
const names = (sorted: Institution[]) => sorted.map((i) => i.name);

describe('the directory of establishments, sorted', () => {
  it('by name (the default), either way, accents read as French', () => {
    expect(institutionSortFrom(null)).toBe('name');
    expect(institutionSortFrom('email')).toBe('name');
    expect(names(sortInstitutions(list, 'name'))).toEqual([
      'Arbres',
      'Centre Émile',
      'Clinique des Lilas',
      'EHPAD Les Roses',
    ]);
    expect(names(sortInstitutions(list, '-name'))[0]).toBe('EHPAD Les Roses');
  });

  it('pending first, then approved, then rejected; by creation either way', () => {
    expect(names(sortInstitutions(list, 'pending'))).toEqual([
      'EHPAD Les Roses',
      'Arbres',
      'Clinique des Lilas',
      'Centre Émile',
    ]);
    expect(names(sortInstitutions(list, 'created_at'))).toEqual([
      'Centre Émile',
      'Clinique des Lilas',
      'Arbres',
      'EHPAD Les Roses',
    ]);
    expect(names(sortInstitutions(list, '-created_at'))[0]).toBe('EHPAD Les Roses');
  });
});
