import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { SelectField, type SelectOption } from '../../../ui/select-field.tsx';
import { UnexpectedFormatError, institutionsQueryOptions } from '../api/get-institutions.ts';
import { fr } from '../fr.ts';
import { useSubmitMission } from '../hooks/use-submit-mission.ts';
import { MissionDecision } from './mission-decision.tsx';
import { MissionFields, MissionFormActions } from './mission-fields.tsx';
import { RepeatFields } from './repeat-fields.tsx';

/**
 * After the admin created a mission: who takes it, chosen among the candidates the server
 * explains (docs/product-rules.md §9) — they can only be asked about a mission that exists —,
 * or published for the professionals to claim; « Plus tard » leaves it in « Approbations ».
 */
function WhoTakesIt({
  id,
  mission,
  onDone,
}: {
  id: string;
  mission: Prestation;
  onDone: () => void;
}) {
  // The form that had the focus is gone: the focus goes to what replaced it, brought into view.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section id={id} className="card mission-form" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="mission-form__title">
          {fr.whoTakesIt}
        </h2>
        <p className="mission-form__subtitle">
          « {mission.name} » — {fr.whoTakesItIntro}
        </p>
      </div>
      <MissionDecision mission={mission} onDecided={onDone} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.later}
        </button>
      </div>
    </section>
  );
}

/**
 * The « Nouvelle prestation » form of the management screen (docs/product-rules.md §8, the
 * mission form, and §10 « Profil recherché »). The admin also picks the establishment, then,
 * once the mission exists, who takes it; an establishment's missions are always its own and
 * wait for the admin.
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
  const [created, setCreated] = useState<Prestation | null>(null);
  const { onSubmit, pending, form } = useSubmitMission({
    full: true,
    createdText: fr.created,
    failedText: fr.createFailed,
    onDone: (mission) => {
      if (isAdmin && mission?.status === 'pending') setCreated(mission);
      else onDone();
    },
  });
  const institutions = useQuery({ ...institutionsQueryOptions(), enabled: isAdmin });

  const institutionsError = institutions.error;
  useEffect(() => {
    if (!institutionsError) return;
    const message =
      institutionsError instanceof UnexpectedFormatError
        ? fr.institutionsBadFormat
        : fr.institutionsLoadFailed;
    toast.error(message, { toastId: 'institutions-load-error' });
  }, [institutionsError]);

  const institutionOptions = useMemo<SelectOption[]>(
    () => [
      { value: '', label: fr.noInstitution },
      ...(institutions.data ?? [])
        .filter((institution) => institution.status === 'approved')
        .map((institution) => ({ value: institution.id, label: institution.name })),
    ],
    [institutions.data],
  );

  if (created) return <WhoTakesIt id={id} mission={created} onDone={onDone} />;

  return (
    <form id={id} className="card mission-form" onSubmit={onSubmit} {...form.props}>
      <h2 className="mission-form__title">{fr.newMission}</h2>
      <div className="mission-form__grid">
        <MissionFields errors={form.errors} />
        <RepeatFields errors={form.errors} />
        {isAdmin ? (
          <SelectField
            label={fr.institutionOptional}
            name="etablissement_id"
            options={institutionOptions}
            defaultValue=""
            error={form.errors.etablissement_id}
          />
        ) : null}
      </div>
      <FormErrors messages={form.others} />
      <MissionFormActions pending={pending} submitText={fr.submit} onCancel={onDone} />
    </form>
  );
}
