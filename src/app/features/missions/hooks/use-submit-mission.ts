import type { FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { CreatePrestationBody, type Prestation } from '../../../../contract/missions.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { BatchBody } from '../../../../contract/pool.ts';
import { useCreateMission } from '../api/create-mission.ts';
import { useCreateMissionsBatch } from '../api/create-missions-batch.ts';
import { repeatBodies } from '../repeat-form.ts';
import { fr } from '../fr.ts';
import { checkMissionForm } from '../mission-form.ts';

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The submit of a mission form: checked before any call (`checkMissionForm`, `full` for the
 * management form, then the contract's `CreatePrestationBody`), each problem under its field
 * and the first one focused — an empty required field also brings the specification's
 * « Veuillez remplir tous les champs obligatoires. » toast —; else created, with the server's
 * message (or `createdText`) on success. A server 422 goes under its fields (« La prestation
 * doit commencer dans le futur. » under « Début »); another refusal is toasted (or
 * `failedText`). `onDone` gets the mission created. Spread `form.props` on the `<form>` and
 * give `form.errors` to `MissionFields`.
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
  const batch = useCreateMissionsBatch();
  const form = useZodForm();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || batch.isPending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
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
      if (check.missing) toast.error(fr.requiredMissing, { toastId: 'mission-required' });
      form.show({ fields: check.errors });
      return;
    }
    if (!form.validate(CreatePrestationBody, check.body)) return;
    // « Répéter »: every copy at once, all or none.
    const repeat = repeatBodies(
      check.body,
      textOf(data, 'dateStart'),
      textOf(data, 'dateEnd'),
      {
        mode: textOf(data, 'repeat'),
        until: textOf(data, 'repeat_until'),
        weekdays: data.getAll('repeat_day').map(Number),
      },
      appTimeZone(),
    );
    if (!repeat.ok) {
      form.show({ fields: repeat.errors });
      return;
    }
    if (repeat.bodies) {
      const body = { missions: repeat.bodies };
      if (!form.validate(BatchBody, body)) return;
      batch.mutate(body, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          element.reset();
          form.clear();
          onDone(answer.prestations[0]);
        },
        onError: (error) => form.serverError(error, failedText),
      });
      return;
    }
    create.mutate(check.body, {
      onSuccess: (answer) => {
        toast.success(answer?.message || createdText);
        element.reset();
        form.clear();
        onDone(answer?.prestation);
      },
      onError: (error) => form.serverError(error, failedText),
    });
  }

  return { onSubmit, pending: create.isPending || batch.isPending, form };
}
