import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { ActualsBody, Prestation } from '../../../../contract/missions.ts';
import { instantToLocalInput } from '../../../../domain/time/instant-to-local-input.ts';
import { localInputToInstant } from '../../../../domain/time/local-input-to-instant.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useCorrectActuals } from '../api/correct-actuals.ts';
import { fr } from '../fr.ts';

function localValue(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? instantToLocalInput(ms, appTimeZone()) : '';
}

function CorrectForm({ mission, onDone }: { mission: Prestation; onDone: () => void }) {
  const correct = useCorrectActuals();
  const inProgress = mission.status === 'in_progress';
  const [start, setStart] = useState(() => localValue(mission.started_at));
  const [end, setEnd] = useState(() => localValue(mission.ended_at));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startedAt = localInputToInstant(start, appTimeZone());
    const endedAt = inProgress ? null : localInputToInstant(end, appTimeZone());
    if (startedAt === null || (!inProgress && endedAt === null)) {
      toast.error(fr.requiredMissing);
      return;
    }
    const body: ActualsBody = { started_at: startedAt, ended_at: endedAt };
    correct.mutate(
      { id: mission.id, body },
      {
        onSuccess: () => {
          toast.success(fr.corrected);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, fr.correctFailed)),
      },
    );
  }

  return (
    <form className="mission-form" onSubmit={onSubmit} noValidate>
      <p className="mission-form__intro">{mission.name}</p>
      {inProgress ? <p className="field__hint">{fr.correctHintInProgress}</p> : null}
      <div className="mission-form__grid">
        <TextField
          label={fr.actualStart}
          type="datetime-local"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          hint={fr.timeZoneHint(appTimeZone())}
          required
        />
        {inProgress ? null : (
          <TextField
            label={fr.actualEnd}
            type="datetime-local"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            hint={fr.timeZoneHint(appTimeZone())}
            required
          />
        )}
      </div>
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

/** « Corriger les heures » (admin): the actual start, and the end of a completed mission. */
export function CorrectActualsDialog({
  mission,
  onClose,
}: {
  mission: Prestation | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={mission !== null} title={fr.correctTitle} onClose={onClose}>
      {mission ? <CorrectForm key={mission.id} mission={mission} onDone={onClose} /> : null}
    </Dialog>
  );
}
