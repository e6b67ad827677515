import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useCancelMission } from '../api/cancel-mission.ts';
import { fr } from '../fr.ts';

/** « Annuler la prestation ? »: cancelling cannot be undone, so it is confirmed first. */
export function CancelMissionDialog({
  mission,
  onClose,
}: {
  mission: Prestation | null;
  onClose: () => void;
}) {
  const cancel = useCancelMission();

  function confirm() {
    if (!mission) return;
    cancel.mutate(mission.id, {
      onSuccess: () => {
        toast.success(fr.cancelled);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, fr.cancelFailed)),
    });
  }

  return (
    <Dialog open={mission !== null} title={fr.cancelTitle} onClose={onClose}>
      {mission ? (
        <div className="dialog-body">
          <p>{fr.cancelText(mission.name)}</p>
          <div className="button-row">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {fr.cancelKeep}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={cancel.isPending}
              onClick={confirm}
            >
              {fr.cancelConfirm}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
