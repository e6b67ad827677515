import { ContractsScreen } from '../features/contracts/components/contracts-screen.tsx';

/** /contrats: the contracts to sign (several at once for an establishment) and the signed ones. */
export function ContratsRoute() {
  return <ContractsScreen />;
}
