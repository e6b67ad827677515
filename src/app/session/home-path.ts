import type { Role } from '../../contract/common.ts';

/** Where a role lands after sign-in and where the logo leads (docs/product-rules.md §1). */
export function homePathFor(role: Role): '/institution-dashboard' | '/dashboard' {
  return role === 'institution' ? '/institution-dashboard' : '/dashboard';
}
