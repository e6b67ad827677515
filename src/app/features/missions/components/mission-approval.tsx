import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useApproveMission } from '../api/approve-mission.ts';
import { pendingMissionsQueryOptions } from '../api/get-pending-missions.ts';
import { usersForAssignmentQueryOptions } from '../api/get-professionals.ts';
import { formatShortDateTime } from '../format.ts';
import { fr, professionalRoleLabels } from '../fr.ts';
import { sortMissions } from '../mission-order.ts';
import { professionalOptions, type PersonOption } from '../professional-options.ts';
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
    <tr role="row" className="rtable__row">
      <th
        role="rowheader"
        scope="row"
        className="rtable__cell rtable__cell--title"
        data-label={fr.columns.name}
      >
        {mission.name}
      </th>
      <td role="cell" className="rtable__cell" data-label={fr.columns.institution}>
        {mission.etablissement_name ?? fr.noInstitution}
      </td>
      <td role="cell" className="rtable__cell" data-label={fr.columns.startDate}>
        {formatShortDateTime(mission.dateStart)}
      </td>
      <td role="cell" className="rtable__cell" data-label={fr.columns.endDate}>
        {formatShortDateTime(mission.dateEnd)}
      </td>
      <td
        role="cell"
        className="rtable__cell rtable__cell--action"
        data-label={fr.columns.pickAssignee}
      >
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
      </td>
    </tr>
  );
}

/**
 * « Approbation des prestations » (admin, spec §2): each pending mission with an assignee
 * picker (approved nurses and caregivers) and « Approuver ». No assignee, no call.
 */
export function MissionApproval() {
  usePageTitle(fr.approvalTitle);
  const pending = useQuery({ ...pendingMissionsQueryOptions(), select: sortMissions });
  const users = useQuery(usersForAssignmentQueryOptions());
  const approve = useApproveMission();

  const { error } = pending;
  useEffect(() => {
    if (error) toast.error(fr.approvalLoadFailed, { toastId: 'pending-load-error' });
  }, [error]);
  // Spec §8: a users load failure on this screen is only logged.
  const usersError = users.error;
  useEffect(() => {
    if (usersError) console.error('Chargement des utilisateurs impossible', usersError);
  }, [usersError]);

  const options = useMemo(
    () => professionalOptions(users.data ?? [], professionalRoleLabels),
    [users.data],
  );

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
      <div>
        <h1 id="page-title" className="page__title">
          {fr.approvalTitle}
        </h1>
        <p className="page__subtitle">{fr.approvalSubtitle}</p>
      </div>
      {pending.isPending ? <Spinner /> : null}
      {pending.isError ? <p className="inline-error">{fr.approvalLoadFailed}</p> : null}
      {pending.data && pending.data.length === 0 ? (
        <p className="empty-text card">{fr.approvalEmpty}</p>
      ) : null}
      {pending.data && pending.data.length > 0 ? (
        <div className="rtable-wrap">
          <table role="table" className="rtable card" aria-labelledby="page-title">
            <thead role="rowgroup" className="rtable__head">
              <tr role="row">
                <th role="columnheader" scope="col">
                  {fr.columns.name}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.institution}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.startDate}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.endDate}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.decision}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {pending.data.map((mission) => (
                <ApprovalRow
                  key={mission.id}
                  mission={mission}
                  options={options}
                  busy={approve.isPending && approve.variables.id === mission.id}
                  onApprove={(assignedTo) => onApprove(mission.id, assignedTo)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
