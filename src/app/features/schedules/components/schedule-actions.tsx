import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Schedule } from '../../../../contract/schedules.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { useDeleteSchedule } from '../api/delete-schedule.ts';
import { formatScheduleDate } from '../format.ts';
import { fr } from '../fr.ts';
import { NewScheduleDialog } from './new-schedule-dialog.tsx';

/**
 * « Modifier » and « Supprimer » on one of her free slots (a booked or completed one is no longer
 * hers to change: the server answers 409 and the buttons are not offered). Deleting asks first.
 */
export function ScheduleActions({
  schedule,
  onChanged,
}: {
  schedule: Schedule;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useDeleteSchedule();
  const date = formatScheduleDate(schedule.date);

  function confirmRemove() {
    if (remove.isPending) return;
    remove.mutate(schedule.id, {
      onSuccess: () => {
        toast.success(fr.removed);
        setRemoving(false);
        onChanged();
      },
    });
  }

  return (
    <div className="schedule-card__actions">
      <button
        type="button"
        className="button button--ghost"
        aria-label={fr.editLabel(schedule.service_type, date)}
        onClick={() => setEditing(true)}
      >
        {fr.edit}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={fr.removeLabel(schedule.service_type, date)}
        onClick={() => {
          remove.reset();
          setRemoving(true);
        }}
      >
        {fr.remove}
      </button>
      <NewScheduleDialog
        open={editing}
        editing={schedule}
        onClose={() => setEditing(false)}
        onCreated={onChanged}
      />
      <Dialog open={removing} title={fr.removeTitle} onClose={() => setRemoving(false)}>
        <div className="form-stack">
          <p>{fr.removeText(schedule.service_type, date)}</p>
          {/* A refusal (already booked, offline) stays inside the dialog, where she can read it. */}
          <FormErrors
            messages={remove.isError ? [errorMessage(remove.error, fr.removeFailed)] : []}
          />
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setRemoving(false)}
            >
              {fr.keep}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={confirmRemove}
            >
              {fr.removeConfirm}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
