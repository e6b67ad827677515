import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { MissionBriefBody } from '../../../../contract/after-mission.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { missionBriefQuery, useSaveMissionBrief } from '../api.ts';
import { fr } from '../fr.ts';
import '../after-mission.css';

function BriefForm({ missionId, onDone }: { missionId: string; onDone: () => void }) {
  const current = useQuery(missionBriefQuery(missionId));
  const save = useSaveMissionBrief();
  const form = useZodForm();
  const [brief, setBrief] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  if (current.isPending) return <Spinner />;
  if (current.isError) {
    return (
      <p className="inline-error" role="alert">
        {fr.loadFailed}
      </p>
    );
  }
  const briefValue = brief ?? current.data.brief;
  const secretValue = secret ?? current.data.brief_private ?? '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const body = form.validate(MissionBriefBody, { brief: briefValue, brief_private: secretValue });
    if (!body) return;
    save.mutate(
      { id: missionId, body },
      {
        onSuccess: () => {
          toast.success(fr.saved, { toastId: `brief-${missionId}` });
          onDone();
        },
        onError: (error) => void form.serverError(error, fr.saveFailed),
      },
    );
  }

  return (
    <form {...form.props} className="form-stack" onSubmit={submit}>
      {current.data.general ? (
        <div>
          <p className="field__label">{fr.generalTitle}</p>
          <p className="field__hint">{current.data.general}</p>
        </div>
      ) : null}
      <TextareaField
        label={fr.briefField}
        name="brief"
        value={briefValue}
        onChange={(event) => setBrief(event.target.value)}
        hint={fr.briefFieldHint}
        error={form.errors.brief}
        rows={4}
      />
      <TextareaField
        label={fr.briefPrivateField}
        name="brief_private"
        value={secretValue}
        onChange={(event) => setSecret(event.target.value)}
        hint={fr.briefPrivateHint}
        error={form.errors.brief_private}
        autoComplete="off"
      />
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? fr.saving : fr.save}
        </button>
      </div>
    </form>
  );
}

/** « Consignes » of one of its missions: what the nurse reads, and the codes (private part). */
export function MissionBriefButton({
  missionId,
  missionName,
}: {
  missionId: string;
  missionName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {fr.briefEdit}
        <span className="visually-hidden"> — {missionName}</span>
      </button>
      <Dialog open={open} title={fr.briefDialogTitle} onClose={() => setOpen(false)}>
        {open ? <BriefForm missionId={missionId} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
