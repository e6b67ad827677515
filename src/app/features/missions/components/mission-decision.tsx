import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useApproveMission } from '../api/approve-mission.ts';
import { candidatesQueryOptions } from '../api/get-candidates.ts';
import { usePublishMission } from '../api/publish-mission.ts';
import { fr } from '../fr.ts';
import { checkOverrideReason, refusalPlace, type RefusalPlace } from '../staffing.ts';
import { CandidatePicker } from './candidate-picker.tsx';

/** What is wrong, and where it is said: under the picker, the reason, or the buttons. */
type Problem = { text: string; at: RefusalPlace };

/**
 * The admin's decision on a pending mission (docs/product-rules.md §2, §9, §10): the
 * candidates with their standing or reasons, « Passer outre » with a required reason when she
 * chooses someone the rules refuse, « Approuver » and, beside it, « Publier » (« À pourvoir »).
 * A refusal of the server (409, 422) is said next to what it is about.
 */
export function MissionDecision({
  mission,
  onDecided,
}: {
  mission: Pick<Prestation, 'id' | 'name' | 'etablissement_id'>;
  /** After a successful approval or publication. */
  onDecided?: () => void;
}) {
  const queryClient = useQueryClient();
  const candidates = useQuery(candidatesQueryOptions(mission.id));
  const approve = useApproveMission();
  const publish = usePublishMission();
  const [chosenId, setChosenId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const ids = useId();
  const pickerErrorId = `${ids}-picker-error`;
  const reasonId = `${ids}-reason`;
  const reasonHintId = `${ids}-reason-hint`;
  const reasonErrorId = `${ids}-reason-error`;
  const buttonsErrorId = `${ids}-buttons-error`;

  const chosen = candidates.data?.find((c) => c.id === chosenId);
  const overriding = chosen !== undefined && !chosen.eligible;
  const busy = approve.isPending || publish.isPending;
  const chosenName = chosen ? `${chosen.first_name} ${chosen.last_name}`.trim() : '';

  /** A refusal the server explains goes next to the field it is about. */
  function showRefusal(error: unknown, fallback: string, at: Problem['at']) {
    setProblem({ text: errorMessage(error, fallback), at });
    // Someone just became busy (or free): the list must say so before the next try.
    if (isApiError(error) && error.status === 409) {
      void invalidateCalls(queryClient, ['missionCandidates']);
    }
  }

  function onApprove() {
    if (busy) return;
    if (!chosenId) {
      setProblem({ text: fr.assigneeRequired, at: 'picker' });
      toast.error(fr.assigneeRequired, { toastId: `assignee-required-${mission.id}` });
      return;
    }
    let overrideReason: string | undefined;
    if (overriding) {
      const check = checkOverrideReason(reason);
      if (!check.ok) {
        setProblem({ text: check.message, at: 'reason' });
        document.getElementById(reasonId)?.focus();
        return;
      }
      overrideReason = check.reason;
    }
    setProblem(null);
    // The promise, not `mutate`'s callbacks: this card may leave the list (approved, no longer
    // pending) before they would run, and the toast must still say it.
    approve.mutateAsync({ id: mission.id, assignedTo: chosenId, overrideReason }).then(
      () => {
        toast.success(fr.approved);
        onDecided?.();
      },
      (error: unknown) => showRefusal(error, fr.approveFailed, refusalPlace(error)),
    );
  }

  function onPublish() {
    if (busy) return;
    setProblem(null);
    publish.mutateAsync(mission.id).then(
      () => {
        toast.success(fr.published);
        onDecided?.();
      },
      (error: unknown) => showRefusal(error, fr.publishFailed, 'buttons'),
    );
  }

  const pickerError = problem?.at === 'picker' ? problem.text : null;
  const reasonError = problem?.at === 'reason' ? problem.text : null;
  const buttonsError = problem?.at === 'buttons' ? problem.text : null;

  return (
    <div className="decision">
      {candidates.isPending ? <Spinner /> : null}
      {candidates.isError ? <p className="inline-error">{fr.candidatesLoadFailed}</p> : null}
      {candidates.data?.length === 0 ? <p className="empty-text">{fr.candidatesEmpty}</p> : null}
      {candidates.data && candidates.data.length > 0 ? (
        <CandidatePicker
          legend={fr.assigneeFor(mission.name)}
          institutionId={mission.etablissement_id}
          candidates={candidates.data}
          value={chosenId}
          onChange={(id) => {
            setChosenId(id);
            if (problem?.at !== 'buttons') setProblem(null);
          }}
          describedBy={pickerError ? pickerErrorId : undefined}
        />
      ) : null}
      {pickerError ? (
        <p id={pickerErrorId} className="field__error decision__error" role="alert">
          {pickerError}
        </p>
      ) : null}
      {overriding ? (
        <div className="override" role="group" aria-labelledby={`${ids}-override-title`}>
          <p id={`${ids}-override-title`} className="override__title">
            {fr.overrideTitle}
          </p>
          <p className="override__intro">{fr.overrideIntro(chosenName)}</p>
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {fr.overrideReason}
            </label>
            <input
              id={reasonId}
              className="field__input"
              value={reason}
              autoComplete="off"
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonHintId} ${reasonErrorId}` : reasonHintId}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem?.at === 'reason') setProblem(null);
              }}
            />
            <p id={reasonHintId} className="field__hint">
              {fr.overrideReasonHint}
            </p>
            {reasonError ? (
              <p id={reasonErrorId} className="field__error" role="alert">
                {reasonError}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="decision__buttons">
        <button type="button" className="button" disabled={busy} onClick={onApprove}>
          {approve.isPending ? fr.approving : overriding ? fr.approveForced : fr.approve}
          <span className="visually-hidden"> — {mission.name}</span>
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-describedby={buttonsError ? buttonsErrorId : undefined}
          onClick={onPublish}
        >
          {publish.isPending ? fr.publishing : fr.publish}
          <span className="visually-hidden"> — {mission.name}</span>
        </button>
      </div>
      {buttonsError ? (
        <p id={buttonsErrorId} className="field__error decision__error" role="alert">
          {buttonsError}
        </p>
      ) : null}
    </div>
  );
}
