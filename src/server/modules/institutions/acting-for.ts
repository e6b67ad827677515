import type { UserRow } from '../users/repo.ts';

/**
 * The establishment a user acts for (its id is the owner account's user id); null for
 * professionals and the administrator. The members' work (issue 26) gives it its full body.
 */
export function institutionOf(
  user: Pick<UserRow, 'id' | 'role'> & { institutionId?: string | null },
): string | null {
  return user.role === 'institution' ? (user.institutionId ?? user.id) : null;
}
