import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useWithdrawMission } from '../api/withdraw-mission.ts';
import { fr } from '../fr.ts';

/** « Me retirer », confirmed first: the mission goes back « À pourvoir » for the others. */
export function WithdrawMissionButton({ mission }: { mission: Pick<Prestation, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawMission();

  function confirm() {
    // The promise, not `mutate`'s callbacks: the card leaves « Mes prestations » as soon as the
    // list is refreshed, and the toast must still say why.
    withdraw.mutateAsync(mission.id).then(
      () => {
        toast.success(fr.withdrawn);
        setOpen(false);
      },
      (error: unknown) => {
        toast.error(errorMessage(error, fr.withdrawFailed));
        setOpen(false);
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost mission-card__withdraw"
        onClick={() => setOpen(true)}
      >
        {fr.withdraw}
        <span className="visually-hidden"> — {mission.name}</span>
      </button>
      <Dialog open={open} title={fr.withdrawTitle} onClose={() => setOpen(false)}>
        <div className="dialog-body">
          <p>{fr.withdrawText(mission.name)}</p>
          <div className="button-row">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              {fr.withdrawKeep}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={withdraw.isPending}
              onClick={confirm}
            >
              {fr.withdrawConfirm}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
