import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import { professionalOptions } from './professional-options.ts';

function user(overrides: Partial<User>): User {
  return {
    id: 'id',
    email: 'x@example.fr',
    first_name: '',
    last_name: '',
    name: '',
    phone: '0600000000',
    address: 'Lyon',
    role: 'nurse',
    status: 'approved',
    profile_photo: null,
    created_at: '2025-01-01T00:00:00Z',
    tarification: null,
    share_position: false,
    notify_push: true,
    notify_email: true,
    rpps: null,
    rpps_verified_at: null,
    rpps_verified_by: null,
    credentials_verified: false,
    deleted_at: null,
    ...overrides,
  };
}

describe('professionalOptions', () => {
  it('offers approved nurses and caregivers only, by name', () => {
    const users = [
      user({ id: 'a', first_name: 'Zoé', last_name: 'Roux', role: 'caregiver' }),
      user({ id: 'b', first_name: 'Élise', last_name: 'Bernard' }),
      user({ id: 'c', first_name: 'Paul', last_name: 'Admin', role: 'admin' }),
      user({ id: 'd', name: 'Clinique du Parc', role: 'institution' }),
      user({ id: 'e', first_name: 'Hugo', last_name: 'Pending', status: 'pending' }),
      user({ id: 'f', first_name: 'Rita', last_name: 'Rejected', status: 'rejected' }),
    ];
    expect(professionalOptions(users)).toEqual([
      { value: 'b', label: 'Élise Bernard — Infirmier(ère)' },
      { value: 'a', label: 'Zoé Roux — Aide-soignant(e)' },
    ]);
  });
});
