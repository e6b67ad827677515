import { NotificationsScreen } from '../features/notifications/components/notifications-screen.tsx';
import { PushOptIn } from '../features/push/components/push-opt-in.tsx';

export function NotificationsRoute() {
  return <NotificationsScreen pushOptIn={<PushOptIn />} />;
}
