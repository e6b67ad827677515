import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import { pendingFirst } from './sort-users.ts';

function user(id: string, status: User['status']): User {
  return {
    id,
    email: `${id}@example.fr`,
    first_name: 'Marie',
    last_name: 'Curie',
    name: 'Marie Curie',
    phone: '0600000000',
    address: '',
    role: 'nurse',
    status,
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
  };
}

describe('pendingFirst', () => {
  it('puts pending users first and keeps the server order otherwise', () => {
    const sorted = pendingFirst([
      user('a', 'approved'),
      user('b', 'pending'),
      user('c', 'rejected'),
      user('d', 'pending'),
    ]);
    expect(sorted.map((u) => u.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
