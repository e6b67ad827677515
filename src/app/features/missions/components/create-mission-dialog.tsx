import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCreateMission } from '../api/create-mission.ts';
import { APP_TIME_ZONE } from '../format.ts';
import { fr } from '../fr.ts';
import { checkMissionForm } from '../mission-form.ts';
import { TextareaField } from './textarea-field.tsx';

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

function CreateMissionForm({ onDone }: { onDone: () => void }) {
  const create = useCreateMission();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const check = checkMissionForm(
      {
        name: textOf(data, 'name'),
        description: textOf(data, 'description'),
        start: textOf(data, 'dateStart'),
        end: textOf(data, 'dateEnd'),
      },
      { timeZone: APP_TIME_ZONE, full: false },
    );
    if (!check.ok) {
      toast.error(check.message);
      const field = { name: 'name', start: 'dateStart', end: 'dateEnd' }[check.field];
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    create.mutate(check.body, {
      onSuccess: (answer) => {
        toast.success(answer?.message || fr.institutionSubmitted);
        onDone();
      },
      onError: () => toast.error(fr.institutionCreateFailed),
    });
  }

  return (
    <form className="mission-form" onSubmit={onSubmit} noValidate>
      <div className="mission-form__grid">
        {/* The dialog opens to type a mission: its first field takes the focus. */}
        <TextField label={fr.name} name="name" autoComplete="off" required wide autoFocus />
        <TextareaField label={fr.descriptionOptional} name="description" wide />
        <TextField
          label={fr.start}
          name="dateStart"
          type="datetime-local"
          hint={fr.timeZoneHint}
          required
        />
        <TextField
          label={fr.end}
          name="dateEnd"
          type="datetime-local"
          hint={fr.timeZoneHint}
          required
        />
      </div>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancelForm}
        </button>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? fr.submitting : fr.createDialogSubmit}
        </button>
      </div>
    </form>
  );
}

/**
 * « Créer une prestation » (establishment dashboard, spec §2 and §5): a request submitted to
 * the administrator, who assigns it.
 */
export function CreateMissionDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {fr.createDialogButton}
      </button>
      <Dialog open={open} title={fr.createDialogTitle} onClose={() => setOpen(false)}>
        <CreateMissionForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
