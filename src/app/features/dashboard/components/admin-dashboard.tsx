import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { adminDashboardQueryOptions } from '../api/get-admin-dashboard.ts';
import { formatEuros, formatMonth } from '../format.ts';
import { fr } from '../fr.ts';
import { Counters } from './counters.tsx';
import '../dashboard.css';

/**
 * The administrator's dashboard (PRODUCT §6): accounts and missions waiting for a decision,
 * each with a link to decide, missions in progress now, and this month's completed missions
 * and gross amount. `approvalPath` is the screen where missions are approved.
 */
export function AdminDashboard({ approvalPath }: { approvalPath: string }) {
  usePageTitle(fr.admin.title);
  const figures = useQuery(adminDashboardQueryOptions());

  const { error } = figures;
  useEffect(() => {
    if (error) toast.error(fr.statsFailed, { toastId: 'admin-stats-load-error' });
  }, [error]);

  const data = figures.data;
  const month = data ? formatMonth(data.month) : '';
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <div>
        <h1 id="page-title" className="page__title">
          {fr.admin.title}
        </h1>
        <p className="page__subtitle">{fr.admin.subtitle}</p>
      </div>
      {figures.isPending ? <Spinner /> : null}
      {figures.isError ? <p className="inline-error">{fr.statsFailed}</p> : null}
      {data ? (
        <>
          <Counters
            label={fr.countersTitle}
            items={[
              {
                label: fr.admin.pendingUsers,
                value: data.pending_users,
                link: { to: '/users', text: fr.admin.pendingUsersLink },
              },
              {
                label: fr.admin.pendingMissions,
                value: data.pending_missions,
                link: { to: approvalPath, text: fr.admin.pendingMissionsLink },
              },
              { label: fr.admin.inProgress, value: data.in_progress_missions },
              { label: fr.admin.completedThisMonth(month), value: data.completed_this_month },
              {
                label: fr.admin.grossThisMonth(month),
                value: formatEuros(data.gross_this_month),
              },
            ]}
          />
          {data.unpriced_missions > 0 ? (
            <p className="dashboard__note">{fr.admin.unpriced(data.unpriced_missions)}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
