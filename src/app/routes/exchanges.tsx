import { ExchangesScreen } from '../features/exchanges/components/exchanges-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';

export function ExchangesRoute() {
  const user = useSignedInUser();
  return <ExchangesScreen canPropose={user.role === 'nurse' || user.role === 'caregiver'} />;
}
