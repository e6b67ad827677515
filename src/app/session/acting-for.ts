import type { User } from '../../contract/auth.ts';

/**
 * The establishment a signed-in account acts for, as the server serves it (`institution_id`):
 * the establishment's own id for its owner and for the members it invited; null for
 * professionals and the administrator. An answer without the field (an older server) means the
 * account's own id. The app's one answer to « is this the establishment's ».
 */
export function institutionIdOf(user: Pick<User, 'id' | 'role' | 'institution_id'>): string | null {
  if (user.role !== 'institution') return null;
  return user.institution_id ?? user.id;
}

/** The account that registered the establishment (not a member it invited). */
export function isInstitutionOwner(user: Pick<User, 'id' | 'role' | 'institution_id'>): boolean {
  return user.role === 'institution' && institutionIdOf(user) === user.id;
}
