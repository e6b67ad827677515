import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import type { Prestation } from '../../../../contract/missions.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
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
 * /prestations for the admin and the establishments (docs/product-rules.md §2): a
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

  useErrorToast(missions.error, fr.managementLoadFailed, 'missions-load-error');

  const viewer = useMemo(() => ({ id: user.id, role: user.role }), [user.id, user.role]);

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.managementTitle}
        subtitle={isAdmin ? fr.managementSubtitleAdmin : fr.managementSubtitleInstitution}
        className="page-header page-head"
        actions={
          <button
            type="button"
            className="button"
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen((open) => !open)}
          >
            {fr.newMission}
          </button>
        }
      />
      {formOpen ? (
        <NewMissionForm id={formId} isAdmin={isAdmin} onDone={() => setFormOpen(false)} />
      ) : null}
      <ListStates
        query={missions}
        failedText={fr.managementLoadFailed}
        emptyText={fr.managementEmpty}
        emptyClassName="empty-text card"
      >
        {(list) => (
          <ul className="card-list mission-grid">
            {list.map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                viewer={viewer}
                onCancel={() => setCancelling(mission)}
                onCorrect={() => setCorrecting(mission)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <CancelMissionDialog mission={cancelling} onClose={() => setCancelling(null)} />
      <CorrectActualsDialog mission={correcting} onClose={() => setCorrecting(null)} />
    </section>
  );
}
