import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import { professionalOptions } from './professional-options.ts';

function user(id: string, role: User['role'], status: User['status'], first: string): User {
  return {
    id,
    email: `${id}@example.fr`,
    first_name: first,
    last_name: 'Martin',
    name: `${first} Martin`,
    phone: '0600000000',
    address: '',
    role,
    status,
    profile_photo: null,
    created_at: '2025-01-01T00:00:00Z',
    tarification: null,
  };
}

describe('professionalOptions', () => {
  it('keeps approved nurses and caregivers only, by name', () => {
    const options = professionalOptions(
      [
        user('1', 'nurse', 'approved', 'Zoé'),
        user('2', 'caregiver', 'approved', 'Élise'),
        user('3', 'nurse', 'pending', 'Anne'),
        user('4', 'institution', 'approved', 'Clinique'),
        user('5', 'admin', 'approved', 'Admin'),
        user('6', 'caregiver', 'rejected', 'Bruno'),
      ],
      { nurse: 'Infirmier(ère)', caregiver: 'Aide-soignant(e)' },
    );
    expect(options).toEqual([
      { value: '2', label: 'Élise Martin (Aide-soignant(e))' },
      { value: '1', label: 'Zoé Martin (Infirmier(ère))' },
    ]);
  });
});
