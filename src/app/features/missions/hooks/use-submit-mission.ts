import type { FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { useCreateMission } from '../api/create-mission.ts';
import { checkMissionForm } from '../mission-form.ts';

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Where each checked value is typed (`MissionFields` and the admin's selects). */
const inputOf = { name: 'name', start: 'dateStart', end: 'dateEnd' } as const;

/**
 * The submit of a mission form: checked before any call (`checkMissionForm`, `full` for the
 * management form), the first problem toasted and its field focused; else created, with the
 * server's message (or `createdText`) on success and `failedText` on failure.
 */
export function useSubmitMission({
  full,
  createdText,
  failedText,
  onDone,
}: {
  full: boolean;
  createdText: string;
  failedText: string;
  onDone: () => void;
}) {
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
        etablissementId: textOf(data, 'etablissement_id'),
        assigneeId: textOf(data, 'assigned_to'),
      },
      { timeZone: appTimeZone(), full },
    );
    if (!check.ok) {
      toast.error(check.message);
      const input = form.elements.namedItem(inputOf[check.field]);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    create.mutate(check.body, {
      onSuccess: (answer) => {
        toast.success(answer?.message || createdText);
        form.reset();
        onDone();
      },
      onError: () => toast.error(failedText),
    });
  }

  return { onSubmit, pending: create.isPending };
}
