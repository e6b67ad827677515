import type { UserRow } from '../users/repo.ts';

/**
 * Which establishment this user acts for: the establishment's id (its owner account's user id)
 * for an establishment's account, null for professionals and the administrator.
 */
export function institutionOf(
  user: Pick<UserRow, 'id' | 'role'> & { institutionId?: string | null },
): string | null {
  return user.role === 'institution' ? (user.institutionId ?? user.id) : null;
}
