import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { CONTEST_REASON_MAX, CONTEST_REASON_MIN } from '../../../../domain/missions/hours.ts';
import { instantToLocalInput } from '../../../../domain/time/instant-to-local-input.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { useContestMission } from '../api/contest-mission.ts';
import {
  checkContestForm,
  serverFieldErrors,
  type ContestErrors,
  type ContestField,
  type ContestFields,
} from '../contest-form.ts';
import { timeOnDay } from '../format.ts';
import { fr } from '../fr.ts';
import { ContestInput, ContestTextarea } from './contest-field.tsx';

/** A stored instant as the value of a `datetime-local` input, on the business zone's clock. */
function localValue(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? instantToLocalInput(ms, appTimeZone()) : '';
}

/** The order in which the fields are read: focus goes to the first one that is wrong. */
const FIELDS: readonly ContestField[] = ['start', 'end', 'reason'];

function ContestForm({ mission, onDone }: { mission: Prestation; onDone: () => void }) {
  const contest = useContestMission();
  // The declared times are the starting point: the establishment changes what it disputes.
  const [fields, setFields] = useState<ContestFields>(() => ({
    start: localValue(mission.started_at),
    end: localValue(mission.ended_at),
    reason: '',
  }));
  const [errors, setErrors] = useState<ContestErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const zone = appTimeZone();

  function change(field: ContestField, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    }
  }

  function show(found: ContestErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (contest.isPending) return;
    setProblem(null);
    const check = checkContestForm(fields, zone);
    if (!check.ok) {
      show(check.errors);
      return;
    }
    setErrors({});
    contest.mutate(
      { id: mission.id, body: check.body },
      {
        onSuccess: () => {
          toast.success(fr.contested);
          onDone();
        },
        onError: (error) => {
          const onFields = isApiError(error) ? serverFieldErrors(error.detail) : null;
          if (onFields) {
            show(onFields);
            return;
          }
          const text = errorMessage(error, fr.contestFailed);
          setProblem(text);
          toast.error(text);
        },
      },
    );
  }

  const declared = `${timeOnDay(mission.started_at, mission.dateStart)} – ${timeOnDay(
    mission.ended_at,
    mission.dateStart,
  )}`;
  return (
    <form ref={form} className="form-stack hours-contest" onSubmit={onSubmit} noValidate>
      <div className="hours-contest__intro">
        <p className="hours-contest__mission">{mission.name}</p>
        <p>{fr.declared(declared)}</p>
        <p className="field__hint">{fr.contestIntro}</p>
      </div>
      <div className="form-grid">
        <ContestInput
          label={fr.proposedStart}
          name="start"
          type="datetime-local"
          value={fields.start}
          onChange={(event) => change('start', event.target.value)}
          hint={fr.timeZoneHint(zone)}
          error={errors.start}
          required
        />
        <ContestInput
          label={fr.proposedEnd}
          name="end"
          type="datetime-local"
          value={fields.end}
          onChange={(event) => change('end', event.target.value)}
          hint={fr.timeZoneHint(zone)}
          error={errors.end}
          required
        />
        <ContestTextarea
          label={fr.reasonLabel}
          name="reason"
          value={fields.reason}
          onChange={(event) => change('reason', event.target.value)}
          hint={fr.reasonHint(CONTEST_REASON_MIN, CONTEST_REASON_MAX)}
          error={errors.reason}
          maxLength={CONTEST_REASON_MAX}
          required
        />
      </div>
      {problem ? (
        <p className="inline-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
        <button type="submit" className="button" disabled={contest.isPending}>
          {contest.isPending ? fr.contestSending : fr.contestSubmit}
        </button>
      </div>
    </form>
  );
}

/** « Contester » (its establishment): the times it proposes, and why. */
export function ContestDialog({
  mission,
  onClose,
}: {
  mission: Prestation | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={mission !== null} title={fr.contestTitle} onClose={onClose}>
      {mission ? <ContestForm key={mission.id} mission={mission} onDone={onClose} /> : null}
    </Dialog>
  );
}
