import { useEffect, useMemo, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { SelectField, type SelectOption } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCreateMission } from '../api/create-mission.ts';
import { UnexpectedFormatError, institutionsQueryOptions } from '../api/get-institutions.ts';
import { usersForAssignmentQueryOptions } from '../api/get-professionals.ts';
import { APP_TIME_ZONE } from '../format.ts';
import { fr, professionalRoleLabels } from '../fr.ts';
import { checkMissionForm } from '../mission-form.ts';
import { professionalOptions } from '../professional-options.ts';
import { TextareaField } from './textarea-field.tsx';

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The « Nouvelle prestation » form of the management screen (spec §5 « Admin and establishment
 * mission form »). The admin also picks the establishment and the assignee, both optional; an
 * establishment's missions are always its own and wait for the admin.
 */
export function NewMissionForm({
  isAdmin,
  id,
  onDone,
}: {
  isAdmin: boolean;
  id: string;
  onDone: () => void;
}) {
  const create = useCreateMission();
  const users = useQuery({ ...usersForAssignmentQueryOptions(), enabled: isAdmin });
  const institutions = useQuery({ ...institutionsQueryOptions(), enabled: isAdmin });

  const usersError = users.error;
  useEffect(() => {
    if (usersError) toast.error(fr.caregiversLoadFailed, { toastId: 'caregivers-load-error' });
  }, [usersError]);
  const institutionsError = institutions.error;
  useEffect(() => {
    if (!institutionsError) return;
    const message =
      institutionsError instanceof UnexpectedFormatError
        ? fr.institutionsBadFormat
        : fr.institutionsLoadFailed;
    toast.error(message, { toastId: 'institutions-load-error' });
  }, [institutionsError]);

  const assigneeOptions = useMemo<SelectOption[]>(
    () => [
      { value: '', label: fr.unassigned },
      ...professionalOptions(users.data ?? [], professionalRoleLabels),
    ],
    [users.data],
  );
  const institutionOptions = useMemo<SelectOption[]>(
    () => [
      { value: '', label: fr.noInstitution },
      ...(institutions.data ?? [])
        .filter((institution) => institution.status === 'approved')
        .map((institution) => ({ value: institution.id, label: institution.name })),
    ],
    [institutions.data],
  );

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
      { timeZone: APP_TIME_ZONE, full: true },
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
        toast.success(answer?.message || fr.created);
        form.reset();
        onDone();
      },
      onError: () => toast.error(fr.createFailed),
    });
  }

  return (
    <form id={id} className="card mission-form" onSubmit={onSubmit} noValidate>
      <h2 className="mission-form__title">{fr.newMission}</h2>
      <div className="mission-form__grid">
        <TextField label={fr.name} name="name" autoComplete="off" required wide />
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
        {isAdmin ? (
          <>
            <SelectField
              label={fr.institutionOptional}
              name="etablissement_id"
              options={institutionOptions}
              defaultValue=""
            />
            <SelectField
              label={fr.assigneeOptional}
              name="assigned_to"
              options={assigneeOptions}
              defaultValue=""
            />
          </>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancelForm}
        </button>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? fr.submitting : fr.submit}
        </button>
      </div>
    </form>
  );
}
