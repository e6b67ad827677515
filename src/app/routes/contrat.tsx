import { useParams } from 'react-router';
import { ContractReader } from '../features/contracts/components/contract-reader.tsx';

/** /contrats/:missionId: a mission's contract, read and signed. */
export function ContratRoute() {
  const { missionId = '' } = useParams();
  return <ContractReader missionId={missionId} />;
}
