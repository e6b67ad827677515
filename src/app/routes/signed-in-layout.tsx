import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { startOfflineSync } from '../offline/sync-runtime.ts';
import { useUnreadNotificationCount } from '../features/notifications/api/get-unread-count.ts';
import { useEnrolmentSync } from '../features/two-factor/use-enrolment-sync.ts';
import { PushLogoutCleanup } from '../features/push/components/push-logout-cleanup.tsx';
import { RealtimeConnector } from '../features/realtime/components/realtime-connector.tsx';
import { useEnrolmentRequired } from '../session/enrolment.ts';
import { homePathFor } from '../session/home-path.ts';
import { useSession, useSignedInUser } from '../session/session-context.ts';
import { AppFrame } from '../ui/app-frame.tsx';
import { roleLabels } from '../ui/fr.ts';
import { menuFor, moreFor, tabsFor } from '../ui/menu-items.ts';
import { OfflineIndicator } from '../ui/offline-indicator.tsx';
import { usePendingMessageCount } from '../offline/use-message-outbox.ts';
import { userDisplayName } from '../ui/user-name.ts';

/** Every signed-in screen sits in the shared frame, with the menu of the user's role. */
export function SignedInLayout() {
  const user = useSignedInUser();
  const { logout } = useSession();
  // Replays the outbox on start, on `online`, on a timer and when a new token arrives.
  useEffect(() => startOfflineSync(), []);
  const unreadNotifications = useUnreadNotificationCount();
  // Messages written offline wait in their own outbox: the top bar counts them with the taps.
  const pendingMessages = usePendingMessageCount();
  const menu = menuFor(user.role);
  // REQUIRE_ADMIN_2FA: until she enables two-factor sign-in, every screen but her profile would
  // only meet 403s; she is taken to its « Double authentification » section instead.
  useEnrolmentSync(user.role);
  const mustEnrol = useEnrolmentRequired();
  const { pathname } = useLocation();
  const enrolDetour = mustEnrol && pathname !== '/profile';
  return (
    <AppFrame
      homePath={homePathFor(user.role)}
      userName={userDisplayName(user)}
      roleLabel={roleLabels[user.role]}
      userPhoto={user.profile_photo}
      // The account button leads to her profile when her role has one.
      profilePath={menu.some((entry) => entry.path === '/profile') ? '/profile' : null}
      menu={menu}
      tabs={tabsFor(user.role)}
      more={moreFor(user.role)}
      status={<OfflineIndicator extraWaiting={pendingMessages} />}
      onLogout={() => void logout('user')}
      unreadNotifications={unreadNotifications}
    >
      <RealtimeConnector userId={user.id} role={user.role} />
      <PushLogoutCleanup />
      {enrolDetour ? <Navigate to="/profile#double-authentification" replace /> : <Outlet />}
    </AppFrame>
  );
}
