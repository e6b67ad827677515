import type { User } from '../../contract/auth.ts';

/** How a user is named everywhere (docs/product-rules.md §1): an establishment by its name, a person by first and last name. */
export function userDisplayName(
  user: Pick<User, 'role' | 'name' | 'first_name' | 'last_name'>,
): string {
  if (user.role === 'institution' && user.name) return user.name;
  return `${user.first_name} ${user.last_name}`.trim() || user.name;
}
