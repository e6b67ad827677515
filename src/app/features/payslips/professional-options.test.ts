import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import { aUser } from '../../test-kit/users.test-support.ts';
import { professionalOptions } from './professional-options.ts';

const user = (overrides: Partial<User>) =>
  aUser({ first_name: '', last_name: '', name: '', ...overrides });

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
