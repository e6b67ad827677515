/** Users for the app's tests: one complete `User`, and what a test says about it. */
import type { User } from '../../contract/auth.ts';

/** An approved nurse, Léa Bernard, with every field of a `User`; `overrides` win. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'nurse-1',
    email: 'lea.bernard@example.fr',
    first_name: 'Léa',
    last_name: 'Bernard',
    name: 'Léa Bernard',
    phone: '06 12 34 56 78',
    address: '',
    role: 'nurse',
    status: 'approved',
    profile_photo: null,
    created_at: '2025-01-01T00:00:00.000Z',
    tarification: null,
    share_position: false,
    notify_push: true,
    notify_email: true,
    rpps: null,
    rpps_verified_at: null,
    rpps_verified_by: null,
    credentials_verified: false,
    deleted_at: null,
    iban_masked: null,
    bank_holder: null,
    ...overrides,
  };
}

/** Léa Bernard as `aUser()` makes her: the nurse signed in by most component tests. */
export const LEA: User = aUser();
