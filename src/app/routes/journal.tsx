import { useCallback } from 'react';
import { AuditLog } from '../features/audit/components/audit-log.tsx';
import { useSession } from '../session/session-context.ts';

/** /journal: the administrator's audit log. */
export function JournalRoute() {
  const { logout } = useSession();
  const onSessionExpired = useCallback(() => void logout('expired'), [logout]);
  return <AuditLog onSessionExpired={onSessionExpired} />;
}
