import type { UserRow } from '../users/repo.ts';

/**
 * The establishment a signed-in account acts for: for an establishment's account, the id of the
 * establishment (its owner's user id), whether it is the owner (`institution_id` = its own id)
 * or a member the owner invited (`institution_id` = the owner's id); null for professionals and
 * the admin. Every check « is this object the establishment's » goes through this one function
 * (docs/product-rules.md « Members of an establishment »).
 */
export function institutionOf(
  user: Pick<UserRow, 'id' | 'role'> & { institutionId?: string | null },
): string | null {
  return user.role === 'institution' ? (user.institutionId ?? user.id) : null;
}

/** Whether this account is the establishment's own (its owner), not a member it invited. */
export function isInstitutionOwner(
  user: Pick<UserRow, 'id' | 'role'> & { institutionId?: string | null },
): boolean {
  return user.role === 'institution' && institutionOf(user) === user.id;
}

/**
 * The party an account acts as: its establishment for an establishment's account (owner or
 * member), else itself. For scopes that take « the establishment or the professional ».
 */
export function partyOf(
  user: Pick<UserRow, 'id' | 'role'> & { institutionId?: string | null },
): string {
  return institutionOf(user) ?? user.id;
}
