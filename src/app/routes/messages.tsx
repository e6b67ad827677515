import { MessagesScreen } from '../features/messages/components/messages-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';

export function MessagesRoute() {
  const user = useSignedInUser();
  return <MessagesScreen myId={user.id} />;
}
