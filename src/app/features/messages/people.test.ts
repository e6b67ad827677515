import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../../contract/users.ts';
import { peopleToWrite } from './people.ts';

function person(id: string, first: string, last: string, role: DirectoryEntry['role'] = 'nurse') {
  const name = role === 'institution' ? last : `${first} ${last}`;
  return { id, first_name: first, last_name: last, name, role, profile_photo: null };
}

const directory: DirectoryEntry[] = [
  person('1', 'Zoé', 'Martin'),
  person('2', 'Hélène', 'Durand', 'caregiver'),
  person('me', 'Inès', 'Moreau'),
  person('4', 'Claire', 'Clinique du Parc', 'institution'),
];

describe('peopleToWrite', () => {
  it('lists everyone but me, sorted by displayed name', () => {
    expect(peopleToWrite(directory, '', 'me').map((p) => p.id)).toEqual(['4', '2', '1']);
  });

  it('finds people whatever the accents and case', () => {
    expect(peopleToWrite(directory, '  helene ', 'me').map((p) => p.id)).toEqual(['2']);
    expect(peopleToWrite(directory, 'PARC', 'me').map((p) => p.id)).toEqual(['4']);
    expect(peopleToWrite(directory, 'inès', 'me')).toEqual([]);
  });
});
