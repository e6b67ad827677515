import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, formatMonth } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { refusalOf } from '../../../offline/query-offline.ts';
import { useQueryOffline } from '../../../offline/use-query-offline.ts';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { adminDashboardQueryOptions } from '../api/get-admin-dashboard.ts';
import { fr } from '../fr.ts';
import { Counters } from './counters.tsx';
import '../dashboard.css';

/**
 * The administrator's dashboard (docs/product-rules.md §6): accounts, missions and contested
 * hours waiting for a decision, each with a link to decide, missions in progress now, and this
 * month's completed missions and gross amount. `approvalPath` is the screen where missions are
 * approved, `hoursPath` the one where contests are settled.
 */
export function AdminDashboard({
  approvalPath,
  hoursPath,
  urgent,
  children,
}: {
  approvalPath: string;
  hoursPath: string;
  /** What needs her now, first (« À faire maintenant »). */
  urgent?: ReactNode;
  /** Sections after the figures. */
  children?: ReactNode;
}) {
  usePageTitle(fr.admin.title);
  const figures = useQuery(adminDashboardQueryOptions());

  useErrorToast(refusalOf(figures.error), fr.statsFailed, 'admin-stats-load-error');
  // Offline, the counters kept on the device, dated; never a spinner waiting for the network.
  const offline = useQueryOffline(figures);

  const data = figures.data;
  const month = data ? formatMonth(data.month) : '';
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <PageHeader title={fr.admin.title} subtitle={fr.admin.subtitle} />
      <OfflineBanner text={offline.banner} />
      {urgent}
      {figures.isPending && !offline.offline ? <Spinner /> : null}
      {offline.failed ? <p className="inline-error">{fr.statsFailed}</p> : null}
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
              {
                label: fr.admin.contestedHours,
                value: data.contested_missions,
                link: { to: hoursPath, text: fr.admin.contestedHoursLink },
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
      {children}
    </section>
  );
}
