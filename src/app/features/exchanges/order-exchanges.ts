import type { Exchange } from '../../../contract/exchanges.ts';
import type { DirectoryEntry } from '../../../contract/users.ts';
import { userDisplayName } from '../../ui/user-name.ts';

const awaitsMe = (e: Exchange) => e.direction === 'received' && e.status === 'pending';

/** Requests awaiting my answer first, then the rest, each in the server's order (newest first). */
export function orderExchanges(exchanges: readonly Exchange[]): Exchange[] {
  return [...exchanges.filter(awaitsMe), ...exchanges.filter((e) => !awaitsMe(e))];
}

/** Who a mission can be proposed to: approved nurses and caregivers but me, by name. */
export function colleaguesOf(
  directory: readonly DirectoryEntry[],
  myId: string,
  /** The mission's « Profil recherché »: a nurse-only mission offers nurses only. */
  requiredRole: 'nurse' | 'caregiver' | 'any' = 'any',
): DirectoryEntry[] {
  return directory
    .filter((p) => p.id !== myId && (p.role === 'nurse' || p.role === 'caregiver'))
    .filter((p) => requiredRole === 'any' || p.role === requiredRole)
    .sort((a, b) => userDisplayName(a).localeCompare(userDisplayName(b), 'fr-FR'));
}
