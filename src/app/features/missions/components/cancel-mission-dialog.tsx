import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import '../missions.css';
import {
  compensationOfPlannedPay,
  compensationPercent,
} from '../../../../domain/contracts/cancellation.ts';
import { centsToEuros, eurosToCents } from '../../../../domain/money/cents.ts';
import { apiQuery } from '../../../api/queries.ts';
import { formatEuros } from '../../../ui/format.ts';
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
          <CompensationNotice mission={mission} />
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

/**
 * What cancelling now owes the professional, stated before confirming: the same domain rule as
 * the server's, from the planned pay of the mission's contract (its planned times at its rates,
 * without the travel fee). Only for a mission she has (assigned or accepted).
 */
function CompensationNotice({ mission }: { mission: Prestation }) {
  const concerned = mission.status === 'assigned' || mission.status === 'accepted';
  const contract = useQuery({
    ...apiQuery('getContract', { params: { id: mission.id } }),
    enabled: concerned,
    retry: false,
  });
  if (!concerned) return null;
  const start = Date.parse(mission.dateStart);
  const now = Date.now();
  const percent = compensationPercent(start, now);
  if (percent === 0) return <p className="field-note">{fr.cancelNoCompensation}</p>;
  if (contract.isPending) return null;
  if (!contract.data) return <p className="field-note">{fr.cancelCompensationUnknown}</p>;
  const cents = compensationOfPlannedPay(eurosToCents(contract.data.terms.planned_pay), start, now);
  return (
    <p className="cancel-compensation" role="status">
      {fr.cancelCompensation(
        formatEuros(centsToEuros(cents)),
        percent,
        mission.assigned_name ?? contract.data.terms.professional.name,
      )}
    </p>
  );
}
