import type { User } from '../../../contract/auth.ts';

/** Pending accounts first (they are the admin's work), otherwise the server's order. */
export function pendingFirst(users: readonly User[]): User[] {
  return users
    .map((user, index) => ({ user, index }))
    .sort((a, b) => {
      const byStatus = Number(b.user.status === 'pending') - Number(a.user.status === 'pending');
      return byStatus || a.index - b.index;
    })
    .map(({ user }) => user);
}
