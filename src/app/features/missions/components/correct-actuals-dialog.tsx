import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { ActualsBody, type Prestation } from '../../../../contract/missions.ts';
import { instantToLocalInput } from '../../../../domain/time/instant-to-local-input.ts';
import { localInputToInstant } from '../../../../domain/time/local-input-to-instant.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useCorrectActuals } from '../api/correct-actuals.ts';
import { formatDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import '../missions.css';

function localValue(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? instantToLocalInput(ms, appTimeZone()) : '';
}

/**
 * A correction validates a completed mission's hours (settling a contest): the sign-off lists,
 * their counters and the statement's validated amount change with it.
 */
const SIGN_OFF_CALLS = ['missionsToValidate', 'billingMonths'] as const;

function CorrectForm({
  mission,
  fromProposal,
  onDone,
}: {
  mission: Prestation;
  fromProposal: boolean;
  onDone: () => void;
}) {
  const correct = useCorrectActuals();
  // The inputs are named after the body keys, so the server's 422 lands under them.
  const form = useZodForm();
  const queryClient = useQueryClient();
  const inProgress = mission.status === 'in_progress';
  const proposal =
    fromProposal && mission.proposed_started_at !== null && mission.proposed_ended_at !== null;
  const [start, setStart] = useState(() =>
    localValue(proposal ? mission.proposed_started_at : mission.started_at),
  );
  const [end, setEnd] = useState(() =>
    localValue(proposal ? mission.proposed_ended_at : mission.ended_at),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startedAt = localInputToInstant(start, appTimeZone());
    const endedAt = inProgress ? null : localInputToInstant(end, appTimeZone());
    if (startedAt === null || (!inProgress && endedAt === null)) {
      const fields: Record<string, string> = {};
      if (startedAt === null) fields.started_at = fr.startRequired;
      if (!inProgress && endedAt === null) fields.ended_at = fr.endRequired;
      form.show({ fields });
      return;
    }
    const body = form.validate(ActualsBody, { started_at: startedAt, ended_at: endedAt });
    if (!body) return;
    correct.mutate(
      { id: mission.id, body },
      {
        onSuccess: () => {
          void invalidateCalls(queryClient, SIGN_OFF_CALLS);
          toast.success(fr.corrected);
          onDone();
        },
        onError: (error) => form.serverError(error, fr.correctFailed),
      },
    );
  }

  return (
    <form className="mission-form" onSubmit={onSubmit} {...form.props}>
      <p className="mission-form__intro">{mission.name}</p>
      {inProgress ? <p className="field__hint">{fr.correctHintInProgress}</p> : null}
      {proposal ? (
        <div className="correct-proposal">
          <p>{fr.correctFromProposal}</p>
          <p>
            {fr.correctDeclared(
              formatDateTime(mission.started_at),
              formatDateTime(mission.ended_at),
            )}
          </p>
          {mission.contest_reason ? (
            <p>
              <span className="correct-proposal__label">{fr.contestReason} :</span>{' '}
              {mission.contest_reason}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mission-form__grid">
        <TextField
          label={fr.actualStart}
          name="started_at"
          type="datetime-local"
          error={form.errors.started_at}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          hint={fr.timeZoneHint(appTimeZone())}
          required
        />
        {inProgress ? null : (
          <TextField
            label={fr.actualEnd}
            name="ended_at"
            type="datetime-local"
            error={form.errors.ended_at}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            hint={fr.timeZoneHint(appTimeZone())}
            required
          />
        )}
      </div>
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancelForm}
        </button>
        <button type="submit" className="button" disabled={correct.isPending}>
          {fr.correctSubmit}
        </button>
      </div>
    </form>
  );
}

/**
 * « Corriger les heures » (admin): the actual start, and the end of a completed mission. With
 * `fromProposal`, a contested mission's form starts from the times its establishment proposes
 * (the declared ones and the reason are recalled above); saving settles the contest.
 */
export function CorrectActualsDialog({
  mission,
  fromProposal = false,
  onClose,
}: {
  mission: Prestation | null;
  fromProposal?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={mission !== null} title={fr.correctTitle} onClose={onClose}>
      {mission ? (
        <CorrectForm
          key={mission.id}
          mission={mission}
          fromProposal={fromProposal}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}
