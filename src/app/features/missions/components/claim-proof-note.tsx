import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CLAIM_DOCUMENTS_EXPIRED, CLAIM_NEEDS_DOCUMENT } from '../../../../contract/credentials.ts';
import { apiQuery } from '../../../api/queries.ts';
import { fr } from '../fr.ts';

/** Why she cannot claim yet, from her documents: none verified, or every verified one expired. */
export function proofReason(
  documents: readonly { status: string; expired: boolean }[] | undefined,
): string {
  const expired = documents?.some((d) => d.status === 'verified' && d.expired) ?? false;
  return expired ? CLAIM_DOCUMENTS_EXPIRED : CLAIM_NEEDS_DOCUMENT;
}

/**
 * Above « Missions disponibles » when she holds no verified, valid document: the server's own
 * sentence (the 409 she would get), whether one is already waiting for the administrator, and
 * the way to her profile to send one. Shown once her documents are known, so that the reason
 * never changes under her eyes.
 */
export function ClaimProofNote({ userId }: { userId: string }) {
  const titleId = useId();
  const documents = useQuery(apiQuery('userDocuments', { params: { id: userId } }));
  const known = documents.data !== undefined || documents.isError || documents.isPaused;
  if (!known) return null;
  const pending = documents.data?.some((d) => d.status === 'pending') ?? false;
  return (
    <section className="card proof-note" aria-labelledby={titleId}>
      <h2 id={titleId} className="proof-note__title">
        {fr.proofTitle}
      </h2>
      <p>{proofReason(documents.data)}</p>
      {pending ? <p className="proof-note__pending">{fr.proofPending}</p> : null}
      <Link className="button proof-note__link" to="/profile">
        <FileUp size={20} aria-hidden="true" />
        {fr.proofLink}
      </Link>
    </section>
  );
}
