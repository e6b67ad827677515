import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import type { Prestation } from '../../../../contract/missions.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { missionsQueryOptions } from '../api/get-missions.ts';
import { fr } from '../fr.ts';
import { sortMissions } from '../mission-order.ts';
import { CancelMissionDialog } from './cancel-mission-dialog.tsx';
import { CorrectActualsDialog } from './correct-actuals-dialog.tsx';
import { MissionCard } from './mission-card.tsx';
import { NewMissionForm } from './new-mission-form.tsx';
import '../missions.css';

/**
 * /prestations for the admin and the establishments (spec §2 « Missions management »): a
 * « Nouvelle prestation » form behind a toggle, then every visible mission as a card, in
 * progress first, then upcoming, then past.
 */
export function MissionsManagement({ user }: { user: Pick<User, 'id' | 'role'> }) {
  usePageTitle(fr.managementTitle);
  const isAdmin = user.role === 'admin';
  const missions = useQuery({ ...missionsQueryOptions(), select: sortMissions });
  const [formOpen, setFormOpen] = useState(false);
  const [cancelling, setCancelling] = useState<Prestation | null>(null);
  const [correcting, setCorrecting] = useState<Prestation | null>(null);
  const formId = useId();

  const { error } = missions;
  useEffect(() => {
    if (error) toast.error(fr.managementLoadFailed, { toastId: 'missions-load-error' });
  }, [error]);

  const viewer = useMemo(() => ({ id: user.id, role: user.role }), [user.id, user.role]);

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-head">
        <div>
          <h1 id="page-title" className="page__title">
            {fr.managementTitle}
          </h1>
          <p className="page__subtitle">
            {isAdmin ? fr.managementSubtitleAdmin : fr.managementSubtitleInstitution}
          </p>
        </div>
        <button
          type="button"
          className="button"
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={() => setFormOpen((open) => !open)}
        >
          {fr.newMission}
        </button>
      </div>
      {formOpen ? (
        <NewMissionForm id={formId} isAdmin={isAdmin} onDone={() => setFormOpen(false)} />
      ) : null}
      {missions.isPending ? <Spinner /> : null}
      {missions.isError ? <p className="inline-error">{fr.managementLoadFailed}</p> : null}
      {missions.data && missions.data.length === 0 ? (
        <p className="empty-text card">{fr.managementEmpty}</p>
      ) : null}
      {missions.data && missions.data.length > 0 ? (
        <ul className="mission-list mission-list--grid">
          {missions.data.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              viewer={viewer}
              onCancel={() => setCancelling(mission)}
              onCorrect={() => setCorrecting(mission)}
            />
          ))}
        </ul>
      ) : null}
      <CancelMissionDialog mission={cancelling} onClose={() => setCancelling(null)} />
      <CorrectActualsDialog mission={correcting} onClose={() => setCorrecting(null)} />
    </section>
  );
}
