import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { apiQuery } from '../../../api/queries.ts';
import { roleLabels } from '../../../ui/fr.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useApproveMission } from '../api/approve-mission.ts';
import { pendingMissionsQueryOptions } from '../api/get-pending-missions.ts';
import { formatShortDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import { sortMissions } from '../mission-order.ts';
import { professionalOptions, type PersonOption } from '../professional-options.ts';
import { MissionCell, MissionRow, MissionTable } from './mission-table.tsx';
import '../missions.css';

function ApprovalRow({
  mission,
  options,
  busy,
  onApprove,
}: {
  mission: Prestation;
  options: readonly PersonOption[];
  busy: boolean;
  onApprove: (assignedTo: string) => boolean;
}) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const [assignee, setAssignee] = useState('');
  const [missing, setMissing] = useState(false);

  return (
    <MissionRow name={mission.name}>
      <MissionCell column={fr.columns.institution}>
        {mission.etablissement_name ?? fr.noInstitution}
      </MissionCell>
      <MissionCell column={fr.columns.startDate}>
        {formatShortDateTime(mission.dateStart)}
      </MissionCell>
      <MissionCell column={fr.columns.endDate}>{formatShortDateTime(mission.dateEnd)}</MissionCell>
      <MissionCell column={fr.columns.pickAssignee} action>
        <div className="rtable__decision">
          <label className="visually-hidden" htmlFor={selectId}>
            {fr.assigneeFor(mission.name)}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={assignee}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              setAssignee(event.target.value);
              if (event.target.value) setMissing(false);
            }}
          >
            <option value="">{fr.chooseAssignee}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {missing ? (
            <p id={errorId} className="field__error">
              {fr.assigneeRequired}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--block"
            disabled={busy}
            onClick={() => setMissing(!onApprove(assignee))}
          >
            {busy ? fr.approving : fr.approve}
            <span className="visually-hidden"> — {mission.name}</span>
          </button>
        </div>
      </MissionCell>
    </MissionRow>
  );
}

/**
 * « Approbation des prestations » (admin, docs/product-rules.md §1): each pending mission with an assignee
 * picker (approved nurses and caregivers) and « Approuver ». No assignee, no call.
 */
export function MissionApproval() {
  usePageTitle(fr.approvalTitle);
  const pending = useQuery({ ...pendingMissionsQueryOptions(), select: sortMissions });
  const users = useQuery(apiQuery('listUsers'));
  const approve = useApproveMission();

  useErrorToast(pending.error, fr.approvalLoadFailed, 'pending-load-error');
  // docs/product-rules.md §8: a users load failure on this screen is only logged.
  const usersError = users.error;
  useEffect(() => {
    if (usersError) console.error('Chargement des utilisateurs impossible', usersError);
  }, [usersError]);

  const options = useMemo(() => professionalOptions(users.data ?? [], roleLabels), [users.data]);

  /** Returns false (and makes no call) when no assignee was chosen. */
  function onApprove(id: string, assignedTo: string): boolean {
    if (!assignedTo) {
      toast.error(fr.assigneeRequired, { toastId: `assignee-required-${id}` });
      return false;
    }
    approve.mutate(
      { id, assignedTo },
      {
        onSuccess: () => toast.success(fr.approved),
        onError: (failure) => toast.error(errorMessage(failure, fr.approveFailed)),
      },
    );
    return true;
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.approvalTitle} subtitle={fr.approvalSubtitle} />
      <ListStates
        query={pending}
        failedText={fr.approvalLoadFailed}
        emptyText={fr.approvalEmpty}
        emptyClassName="empty-text card"
      >
        {(list) => (
          <MissionTable
            labelledBy="page-title"
            columns={[
              fr.columns.institution,
              fr.columns.startDate,
              fr.columns.endDate,
              fr.columns.decision,
            ]}
          >
            {list.map((mission) => (
              <ApprovalRow
                key={mission.id}
                mission={mission}
                options={options}
                busy={approve.isPending && approve.variables.id === mission.id}
                onApprove={(assignedTo) => onApprove(mission.id, assignedTo)}
              />
            ))}
          </MissionTable>
        )}
      </ListStates>
    </section>
  );
}
