import { useQuery } from '@tanstack/react-query';
import '../contracts.css';
import { Link } from 'react-router';
import { contractsQueryOptions } from '../api/contracts.ts';
import { fr } from '../fr.ts';

/**
 * « Contrat à signer » on her mission card while its contract awaits her signature. Read from
 * the list of contracts to sign (one call for every card, kept on the device like the other
 * answers); nothing when the list cannot be read: the card's own actions never wait for it.
 */
export function ContractToSignLink({ missionId }: { missionId: string }) {
  const toSign = useQuery({ ...contractsQueryOptions('to_sign'), staleTime: 60_000 });
  const waiting = toSign.data?.some(
    (c) => c.prestation_id === missionId && c.professional_signed_at === null,
  );
  if (!waiting) return null;
  return (
    <Link className="button contract-link" to={`/contrats/${missionId}`}>
      {fr.cardLink}
    </Link>
  );
}
