import { Link } from 'react-router';
import { fr } from '../ui/fr.ts';
import { MessageScreen } from '../ui/message-screen.tsx';

export function NotFoundRoute() {
  return (
    <MessageScreen
      title={fr.notFoundTitle}
      text={fr.notFoundText}
      action={
        <Link to="/" className="button">
          {fr.backHome}
        </Link>
      }
    />
  );
}
