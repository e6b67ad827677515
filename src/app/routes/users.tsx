import { useCallback } from 'react';
import { UserManagement } from '../features/users/components/user-management.tsx';
import { useSession } from '../session/session-context.ts';

export function UsersRoute() {
  const { logout } = useSession();
  const onSessionExpired = useCallback(() => void logout('expired'), [logout]);
  return <UserManagement onSessionExpired={onSessionExpired} />;
}
