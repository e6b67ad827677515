import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { InstitutionBriefBody } from '../../../../contract/after-mission.ts';
import { institutionIdOf } from '../../../session/acting-for.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { institutionBriefQuery, useSaveInstitutionBrief } from '../api.ts';
import { fr } from '../fr.ts';
import '../after-mission.css';

/** « Consignes générales » on the establishment's profile: shown on every one of its missions. */
export function InstitutionBriefForm() {
  const user = useSignedInUser();
  const id = institutionIdOf(user) ?? user.id;
  const current = useQuery(institutionBriefQuery(id));
  const save = useSaveInstitutionBrief();
  const form = useZodForm();
  const [brief, setBrief] = useState<string | null>(null);
  const value = brief ?? current.data?.brief ?? '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const body = form.validate(InstitutionBriefBody, { brief: value });
    if (!body) return;
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          setBrief(null);
          toast.success(fr.saved, { toastId: 'institution-brief' });
        },
        onError: (error) => void form.serverError(error, fr.saveFailed),
      },
    );
  }

  return (
    <section className="card after-mission-card" aria-labelledby="institution-brief-title">
      <h2 id="institution-brief-title" className="after-mission-card__title">
        {fr.generalTitle}
      </h2>
      <form {...form.props} className="form-stack" onSubmit={submit}>
        <TextareaField
          label={fr.generalTitle}
          name="brief"
          value={value}
          onChange={(event) => setBrief(event.target.value)}
          hint={fr.generalHint}
          error={form.errors.brief}
          rows={4}
          disabled={current.isPending}
        />
        <FormErrors messages={form.others} />
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending || current.isPending}>
            {save.isPending ? fr.saving : fr.save}
          </button>
        </div>
      </form>
    </section>
  );
}
