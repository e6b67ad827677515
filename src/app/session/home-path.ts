import type { Role } from '../../contract/common.ts';

/** Where a role lands after sign-in and where the logo leads (spec §2). */
export function homePathFor(role: Role): '/institution-dashboard' | '/dashboard' {
  return role === 'institution' ? '/institution-dashboard' : '/dashboard';
}
