import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { call } from '../api/client.ts';
import { invalidateCalls } from '../api/queries.ts';
import { Dialog } from './dialog.tsx';
import { FormErrors } from './form-errors.tsx';
import { setAsideFr as fr } from './set-aside.fr.ts';
import { TextField } from './text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

/** PUT /institutions/{id}/blocked/{userId}: set her aside, with the establishment's reason. */
function useSetAside() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId, reason }: { id: string; userId: string; reason: string }) =>
      call('blockProfessional', { params: { id, userId }, body: { reason } }),
    onSettled: () =>
      invalidateCalls(queryClient, ['listFavorites', 'listBlocked', 'missionCandidates']),
  });
}

/**
 * « Écarter » a professional from the establishment's missions: a confirmation dialog that
 * says she will not be told, with the establishment's own reason (checked with the contract's
 * `BlockBody`, the server's schema). Used on a completed mission's card and in « Mes soignants ».
 */
export function SetAsideButton({
  institutionId,
  userId,
  who,
}: {
  institutionId: string;
  userId: string;
  who: string;
}) {
  const [open, setOpen] = useState(false);
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
    const { BlockBody } = await import('../../contract/pool.ts');
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
    <form className="form-stack set-aside" onSubmit={(e) => void onSubmit(e)} {...form.props}>
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
