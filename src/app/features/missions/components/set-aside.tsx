import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useSetAside } from '../api/favorites.ts';
import { fr } from '../fr.ts';

/**
 * « Écarter » on a mission the establishment had done by someone: after confirming, with its
 * own reason, she is never offered, assigned or handed over its missions again. She is not told.
 */
export function SetAside({ mission }: { mission: Prestation }) {
  const [open, setOpen] = useState(false);
  const institutionId = mission.etablissement_id;
  const userId = mission.assigned_to;
  if (!institutionId || !userId) return null;
  const who = mission.assigned_name ?? '';
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {fr.setAside}
        <span className="visually-hidden"> — {who}</span>
      </button>
      <Dialog open={open} title={fr.setAsideTitle(who)} onClose={() => setOpen(false)}>
        {open ? (
          <SetAsideForm
            institutionId={institutionId}
            userId={userId}
            who={who}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function SetAsideForm({
  institutionId,
  userId,
  who,
  onDone,
}: {
  institutionId: string;
  userId: string;
  who: string;
  onDone: () => void;
}) {
  const form = useZodForm();
  const setAside = useSetAside();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setAside.isPending) return;
    const data = new FormData(event.currentTarget);
    const { BlockBody } = await import('../../../../contract/pool.ts');
    // The server's own schema: the same refusals, in the same words, before the call.
    const body = form.validate(BlockBody, { reason: String(data.get('reason') ?? '') });
    if (!body) return;
    try {
      await setAside.mutateAsync({ id: institutionId, userId, reason: body.reason });
      toast.success(fr.setAsideDone(who));
      onDone();
    } catch (error) {
      form.serverError(error, fr.setAsideFailed);
    }
  }

  return (
    <form className="set-aside" onSubmit={(e) => void onSubmit(e)} {...form.props}>
      <p>{fr.setAsideIntro(who)}</p>
      <TextField
        label={fr.setAsideReasonLabel}
        hint={fr.setAsideReasonHint}
        name="reason"
        autoComplete="off"
        required
        maxLength={500}
        error={form.errors.reason}
      />
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.setAsideCancel}
        </button>
        <button type="submit" className="button button--danger" disabled={setAside.isPending}>
          {fr.setAsideConfirm}
        </button>
      </div>
    </form>
  );
}
