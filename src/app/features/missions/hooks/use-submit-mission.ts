import type { FormEvent } from 'react';
import type { Prestation } from '../../../../contract/missions.ts';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../../api/error-message.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { useCreateMission } from '../api/create-mission.ts';
import { checkMissionForm } from '../mission-form.ts';

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Where each checked value is typed (`MissionFields` and the admin's selects). */
const inputOf = {
  name: 'name',
  start: 'dateStart',
  end: 'dateEnd',
  requiredRole: 'required_role',
} as const;

/**
 * The submit of a mission form: checked before any call (`checkMissionForm`, `full` for the
 * management form), the first problem toasted and its field focused; else created, with the
 * server's message (or `createdText`) on success and its refusal (or `failedText`) on
 * failure; `onDone` gets the mission created.
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
  onDone: (created?: Prestation) => void;
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
        requiredRole: textOf(data, 'required_role'),
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
        onDone(answer?.prestation);
      },
      // The server's sentence when it gave one (« Une mission dure au plus 12 h… »).
      onError: (error) => toast.error(errorMessage(error, failedText)),
    });
  }

  return { onSubmit, pending: create.isPending };
}
