import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { apiQuery } from '../../../api/queries.ts';
import { roleLabels } from '../../../ui/fr.ts';
import { SelectField, type SelectOption } from '../../../ui/select-field.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { UnexpectedFormatError, institutionsQueryOptions } from '../api/get-institutions.ts';
import { fr } from '../fr.ts';
import { useSubmitMission } from '../hooks/use-submit-mission.ts';
import { professionalOptions } from '../professional-options.ts';
import { MissionFields, MissionFormActions } from './mission-fields.tsx';

/**
 * The « Nouvelle prestation » form of the management screen (docs/product-rules.md §8, the
 * mission form). The admin also picks the establishment and the assignee, both optional; an
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
  const { onSubmit, pending } = useSubmitMission({
    full: true,
    createdText: fr.created,
    failedText: fr.createFailed,
    onDone,
  });
  const users = useQuery({ ...apiQuery('listUsers'), enabled: isAdmin });
  const institutions = useQuery({ ...institutionsQueryOptions(), enabled: isAdmin });

  useErrorToast(users.error, fr.caregiversLoadFailed, 'caregivers-load-error');
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
      ...professionalOptions(users.data ?? [], roleLabels),
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

  return (
    <form id={id} className="card mission-form" onSubmit={onSubmit} noValidate>
      <h2 className="mission-form__title">{fr.newMission}</h2>
      <div className="mission-form__grid">
        <MissionFields />
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
      <MissionFormActions pending={pending} submitText={fr.submit} onCancel={onDone} />
    </form>
  );
}
