import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useSchedules } from '../api/use-schedules.ts';
import { fr } from '../fr.ts';
import '../schedules.css';
import { NewScheduleDialog } from './new-schedule-dialog.tsx';
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

/** « Horaires & Disponibilités » (spec §2): slots with their totals, « Nouvel horaire ». */
export function SchedulesScreen({ user }: { user: User }) {
  usePageTitle(fr.title);
  const { schedules, failed, offlineBanner, refresh } = useSchedules(user.id);
  const [creating, setCreating] = useState(false);
  const professional = canCreate(user);

  useEffect(() => {
    // A toast id keeps one toast per failure even when the effect runs twice (StrictMode).
    if (failed) toast.error(fr.loadFailed, { toastId: 'schedules-load-error' });
  }, [failed]);

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="schedules__head">
        <div>
          <h1 id="page-title" className="page__title">
            {fr.title}
          </h1>
          <p className="page__subtitle">{subtitleFor(user)}</p>
        </div>
        {professional ? (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {fr.newSchedule}
          </button>
        ) : null}
      </div>
      {offlineBanner ? (
        <p className="schedules__offline" role="status">
          {offlineBanner}
        </p>
      ) : null}
      {failed ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {schedules === undefined && !failed ? <Spinner /> : null}
      {schedules?.length === 0 ? <p className="empty-text">{fr.empty}</p> : null}
      {schedules && schedules.length > 0 ? (
        <ul className="schedule-list">
          {schedules.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} showOwner={!professional} />
          ))}
        </ul>
      ) : null}
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
