import type { UserRow } from '../users/repo.ts';

/** The establishment id the user acts for; null for professionals and the admin. */
export function institutionOf(
  user: Pick<UserRow, 'id' | 'role'> & { institutionId?: string | null },
): string | null {
  return user.role === 'institution' ? (user.institutionId ?? user.id) : null;
}
