import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { RequiredRoleName } from '../../../../contract/limits.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { CreateExchangeBody } from '../../../../contract/exchanges.ts';
import { isApiError } from '../../../api/client.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FieldNotes, useFieldNotes } from '../../../ui/field-note.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { roleLabels } from '../../../ui/fr.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { directoryQueryOptions } from '../api/get-directory.ts';
import { exchangeableMissionsQueryOptions } from '../api/get-exchangeable-missions.ts';
import { useProposeExchange } from '../api/propose-exchange.ts';
import { formatPeriod } from '../format.ts';
import { fr } from '../fr.ts';
import { colleaguesOf } from '../order-exchanges.ts';
import { missingChoices } from '../proposal-form.ts';
import '../exchanges.css';

/** docs/product-rules.md §7 / contract: the reason is at most 1,000 characters. */
const REASON_MAX = 1000;

export interface ProposeExchangeDialogProps {
  /** The assigned or accepted mission to hand over. */
  missionId: string;
  /** Its name, shown in the dialog. */
  missionName: string;
  /** Who may take it (« Profil recherché »): only such colleagues are offered. */
  requiredRole?: RequiredRoleName;
  open: boolean;
  /** Called on « Fermer », Escape, « Annuler », and after the proposal was sent. */
  onClose: () => void;
}

/**
 * « Proposer un échange » for one mission (docs/product-rules.md §7): the assignee picks a colleague (an
 * approved nurse or caregiver) and may give a reason; POST /exchanges. Mount it beside an
 * assigned or accepted mission's card; it fetches nothing until opened.
 */
export function ProposeExchangeDialog({
  missionId,
  missionName,
  requiredRole,
  open,
  onClose,
}: ProposeExchangeDialogProps) {
  return (
    <Dialog open={open} title={fr.propose} onClose={onClose}>
      <ProposeExchangeForm
        mission={{ id: missionId, name: missionName, required_role: requiredRole }}
        onDone={onClose}
      />
    </Dialog>
  );
}

/**
 * « Proposer un échange » and its dialog, ready to sit among an assigned or accepted mission's
 * actions: `<ProposeExchangeButton missionId={m.id} missionName={m.name} />`.
 */
export function ProposeExchangeButton({
  missionId,
  missionName,
  requiredRole,
}: {
  missionId: string;
  missionName: string;
  requiredRole?: RequiredRoleName;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {fr.propose}
        <span className="visually-hidden"> {missionName}</span>
      </button>
      <ProposeExchangeDialog
        missionId={missionId}
        missionName={missionName}
        requiredRole={requiredRole}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The same, from the exchanges screen: the mission is chosen among the proposable ones. */
export function ProposeAnyExchangeDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={fr.propose} onClose={onClose}>
      <ProposeExchangeForm mission={null} onDone={onClose} />
    </Dialog>
  );
}

function ProposeExchangeForm({
  mission,
  onDone,
}: {
  /** null: chosen in the form. */
  mission: { id: string; name: string; required_role?: RequiredRoleName | undefined } | null;
  onDone: () => void;
}) {
  const me = useSignedInUser();
  const directory = useQuery(directoryQueryOptions());
  const missions = useQuery({ ...exchangeableMissionsQueryOptions(), enabled: mission === null });
  const propose = useProposeExchange();
  const form = useZodForm();
  const [missionId, setMissionId] = useState(mission?.id ?? '');
  const [colleagueId, setColleagueId] = useState('');
  const [reason, setReason] = useState('');
  const reasonNotes = useFieldNotes(fr.reasonHint, form.errors.reason);

  useErrorToast(directory.error, fr.directoryFailed, 'exchange-directory-error');
  useErrorToast(missions.error, fr.missionsFailed, 'exchange-missions-error');

  // Only the colleagues the mission's profile allows (a nurse-only mission lists no caregiver).
  const requiredRole =
    mission?.required_role ?? missions.data?.find((m) => m.id === missionId)?.required_role;
  const colleagues = directory.data ? colleaguesOf(directory.data, me.id, requiredRole) : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (propose.isPending) return;
    const values = { prestation_id: missionId, to_user_id: colleagueId, reason };
    // Both choices said at once, under their selects; then the contract's own rules.
    const missing = missingChoices(values);
    if (Object.keys(missing).length > 0) {
      form.show({ fields: missing });
      return;
    }
    const body = form.validate(CreateExchangeBody, values);
    if (!body) return;
    propose.mutate(body, {
      onSuccess: () => {
        toast.success(fr.proposed);
        onDone();
      },
      onError: (failure) => {
        // Said inside the dialog, above its button (a toast would sit behind the backdrop):
        // not sent at all, plainly; a 422 under its fields; any other refusal (the mission no
        // longer hers, a proposal already pending…) in the server's words.
        if (isApiError(failure) && failure.status === 0) form.show({ others: [fr.proposeOffline] });
        else if (isApiError(failure) && failure.status === 422)
          form.serverError(failure, fr.proposeFailed);
        else form.show({ others: [errorMessage(failure, fr.proposeFailed)] });
      },
    });
  }

  const loading = directory.isPending || (mission === null && missions.isPending);
  if (loading) return <Spinner />;
  const noMission = mission === null && missions.data?.length === 0;

  return (
    <form className="form-stack" onSubmit={onSubmit} {...form.props}>
      {mission ? (
        <p className="propose-form__mission">
          {fr.missionLabel} : <strong>{mission.name}</strong>
        </p>
      ) : null}
      {mission === null && missions.isError ? (
        <p className="inline-error">{fr.missionsFailed}</p>
      ) : null}
      {noMission ? <p className="empty-text">{fr.noMission}</p> : null}
      {mission === null && missions.data && missions.data.length > 0 ? (
        <SelectField
          label={fr.missionLabel}
          name="prestation_id"
          value={missionId}
          error={form.errors.prestation_id}
          onChange={(event) => setMissionId(event.target.value)}
          options={[
            { value: '', label: fr.chooseMission },
            ...missions.data.map((m) => ({
              value: m.id,
              label: `${m.name} — ${formatPeriod(m.dateStart, m.dateEnd)}`,
            })),
          ]}
        />
      ) : null}
      {directory.isError ? <p className="inline-error">{fr.directoryFailed}</p> : null}
      {directory.data && colleagues.length === 0 ? (
        <p className="empty-text">{fr.noColleague}</p>
      ) : null}
      {colleagues.length > 0 ? (
        <SelectField
          label={fr.colleague}
          name="to_user_id"
          value={colleagueId}
          error={form.errors.to_user_id}
          onChange={(event) => setColleagueId(event.target.value)}
          options={[
            { value: '', label: fr.chooseColleague },
            ...colleagues.map((c) => ({
              value: c.id,
              label: `${userDisplayName(c)} — ${c.role === 'nurse' ? roleLabels.nurse : roleLabels.caregiver}`,
            })),
          ]}
        />
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={reasonNotes.id}>
          {fr.reasonLabel}
        </label>
        <textarea
          id={reasonNotes.id}
          name="reason"
          className="field__input propose-form__reason"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          {...reasonNotes.aria}
          onChange={(event) => setReason(event.target.value)}
        />
        <FieldNotes
          hint={fr.reasonHint}
          hintId={reasonNotes.hintId}
          error={form.errors.reason}
          errorId={reasonNotes.errorId}
        />
      </div>
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
        <button
          type="submit"
          className="button"
          disabled={propose.isPending || noMission || colleagues.length === 0}
        >
          {propose.isPending ? fr.sending : fr.send}
        </button>
      </div>
    </form>
  );
}
