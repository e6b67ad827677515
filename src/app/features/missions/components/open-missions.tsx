import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { CLAIM_DOCUMENTS_EXPIRED, CLAIM_NEEDS_DOCUMENT } from '../../../../contract/credentials.ts';
import type { OpenMission } from '../../../../contract/staffing.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { LIST_ORDER } from '../../../offline/stored-rows.ts';
import { useOfflineList } from '../../../offline/use-offline-list.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { useFreshUser } from '../../../session/use-fresh-user.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useClaimMission } from '../api/claim-mission.ts';
import { openMissionsQueryOptions } from '../api/get-open-missions.ts';
import { fr } from '../fr.ts';
import { ClaimProofNote } from './claim-proof-note.tsx';
import { OpenMissionCard } from './open-mission-card.tsx';
import '../missions.css';

/** How long a lost race stays on screen, read, before its card leaves the list. */
export const GONE_CARD_MS = 4_000;

interface Gone {
  mission: OpenMission;
  message: string;
}

/**
 * « Missions disponibles » (professionals, docs/product-rules.md §10): the open missions she may
 * take, soonest first, read from the device (the last sync shows offline) and refreshed live
 * when one is published, claimed or withdrawn elsewhere. « Je prends cette mission » is a race
 * the server settles: it needs the network and never waits in the outbox.
 *
 * Claiming needs a verified, valid document: her account is read again on arrival (and when a
 * notification comes), so that a document verified since she signed in counts at once. Without
 * one, a note says why and leads to her profile, and the cards offer no button.
 */
export function OpenMissions({ user }: { user: Pick<User, 'id'> }) {
  usePageTitle(fr.openTitle);
  const list = useOfflineList('open', user.id, openMissionsQueryOptions());
  const online = useOnline() && list.offlineBanner === null;
  const claim = useClaimMission();
  const queryClient = useQueryClient();
  const account = useFreshUser();
  const verified = account.user.credentials_verified;
  // A session copy saying « not verified » may be stale: neither note nor button until the
  // server has answered (or cannot).
  const needsProof = !verified && account.settled;
  const [gone, setGone] = useState<ReadonlyMap<string, Gone>>(() => new Map());
  // Cards that have left after a lost race, kept out (while the screen is open) even if a stale
  // list still names them.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useErrorToast(list.failed, fr.openLoadFailed, 'open-missions-load-error');

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  /** The card stays, saying why, for a moment: then it leaves, whatever the list says. */
  function markGone(mission: OpenMission, message: string) {
    setGone((current) => new Map(current).set(mission.id, { mission, message }));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setDismissed((current) => new Set(current).add(mission.id));
      setGone((current) => {
        const next = new Map(current);
        next.delete(mission.id);
        return next;
      });
    }, GONE_CARD_MS);
    timers.current.add(timer);
  }

  function onClaim(mission: OpenMission) {
    if (claim.isPending) return;
    claim.mutate(mission.id, {
      onSuccess: () => toast.success(fr.claimed, { toastId: `claimed-${mission.id}` }),
      onError: (error) => {
        const detail = errorMessage(error, fr.taken);
        if (
          isApiError(error) &&
          error.status === 409 &&
          (detail === CLAIM_NEEDS_DOCUMENT || detail === CLAIM_DOCUMENTS_EXPIRED)
        ) {
          // Not about the mission, which stays: about her documents, which the note explains.
          toast.error(detail, { toastId: 'claim-needs-document' });
          void invalidateCalls(queryClient, ['me', 'userDocuments']);
        } else if (isApiError(error) && error.status === 409) {
          // Lost the race (or no longer allowed): said on the card itself, which then leaves.
          markGone(mission, errorMessage(error, fr.taken));
        } else if (isApiError(error) && error.status === 0) {
          toast.error(fr.claimNeedsNetwork, { toastId: 'claim-offline' });
        } else {
          toast.error(errorMessage(error, fr.claimFailed), { toastId: `claim-${mission.id}` });
        }
      },
    });
  }

  // The list as served, with the cards of lost races kept in place until they have been read.
  const rows = list.rows;
  const shown = useMemo(() => {
    if (rows === undefined) return undefined;
    const listed = new Set(rows.map((m) => m.id));
    const leaving = [...gone.values()]
      .map(({ mission }) => mission)
      .filter((mission) => !listed.has(mission.id));
    return [...rows.filter((m) => !dismissed.has(m.id)), ...leaving].sort(LIST_ORDER.open);
  }, [rows, gone, dismissed]);

  return (
    <section className="page open-missions" aria-labelledby="page-title">
      <PageHeader title={fr.openTitle} subtitle={fr.openSubtitle} />
      <OfflineBanner text={list.offlineBanner} />
      {needsProof ? <ClaimProofNote userId={user.id} /> : null}
      <ListStates
        query={{
          data: shown,
          isPending: shown === undefined && !list.failed,
          isError: list.failed,
        }}
        failedText={fr.openLoadFailed}
        emptyText={fr.openEmpty}
        emptyClassName="empty-text card"
      >
        {(missions) => (
          <ul className="card-list card-list--roomy mission-grid">
            {missions.map((mission) => (
              <OpenMissionCard
                key={mission.id}
                mission={mission}
                online={online}
                claiming={claim.isPending && claim.variables === mission.id}
                gone={gone.get(mission.id)?.message ?? null}
                canClaim={verified}
                onClaim={() => onClaim(mission)}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
