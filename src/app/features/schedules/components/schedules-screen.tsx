import { useState } from 'react';
import type { User } from '../../../../contract/auth.ts';
import { useOfflineList } from '../../../offline/use-offline-list.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { schedulesQueryOptions } from '../api/schedules-query.ts';
import { fr } from '../fr.ts';
import '../schedules.css';
import { NewScheduleDialog } from './new-schedule-dialog.tsx';
import { ScheduleActions } from './schedule-actions.tsx';
import { ScheduleCard } from './schedule-card.tsx';

/** Only professionals declare availability: the server refuses the others (403). */
function canCreate(user: User): boolean {
  return user.role === 'nurse' || user.role === 'caregiver';
}

function subtitleFor(user: User): string {
  if (user.role === 'admin') return fr.adminSubtitle;
  if (user.role === 'institution') return fr.institutionSubtitle;
  return fr.subtitle;
}

/** « Horaires & Disponibilités » (docs/product-rules.md §7): slots with their totals, « Nouvel horaire ». */
export function SchedulesScreen({ user }: { user: User }) {
  usePageTitle(fr.title);
  const {
    rows: schedules,
    failed,
    offlineBanner,
    refresh,
  } = useOfflineList('schedules', user.id, schedulesQueryOptions());
  const [creating, setCreating] = useState(false);
  const professional = canCreate(user);

  useErrorToast(failed, fr.loadFailed, 'schedules-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={subtitleFor(user)}
        className="page-header page-header--end"
        actions={
          professional ? (
            <button type="button" className="button" onClick={() => setCreating(true)}>
              {fr.newSchedule}
            </button>
          ) : null
        }
      />
      <OfflineBanner text={offlineBanner} />
      <ListStates
        query={{ data: schedules, isPending: schedules === undefined && !failed, isError: failed }}
        failedText={fr.loadFailed}
        emptyText={fr.empty}
      >
        {(list) => (
          <ul className="card-list card-list--roomy card-list--two-columns">
            {list.map((schedule) => (
              <ScheduleCard
                key={schedule.id}
                schedule={schedule}
                showOwner={!professional}
                actions={
                  professional &&
                  schedule.user_id === user.id &&
                  schedule.status === 'available' ? (
                    <ScheduleActions schedule={schedule} onChanged={() => void refresh()} />
                  ) : undefined
                }
              />
            ))}
          </ul>
        )}
      </ListStates>
      {professional ? (
        <NewScheduleDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={() => void refresh()}
        />
      ) : null}
    </section>
  );
}
