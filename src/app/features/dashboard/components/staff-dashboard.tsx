import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { User } from '../../../../contract/auth.ts';
import { refusalOf } from '../../../offline/query-offline.ts';
import { useQueryOffline } from '../../../offline/use-query-offline.ts';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { statsQueryOptions } from '../api/get-stats.ts';
import { fr } from '../fr.ts';
import { greetingName } from '../greeting-name.ts';
import { Counters } from './counters.tsx';
import '../dashboard.css';

type QuickPath = keyof typeof fr.quickActions;

/**
 * The order of docs/product-rules.md §6, but « Mes prestations » first: it is where the nurse
 * acts; then the missions she may take (§11).
 */
const QUICK_PATHS: readonly QuickPath[] = [
  '/mes-prestations',
  '/missions-disponibles',
  '/schedules',
  '/messages',
  '/exchanges',
];

/**
 * The professional's dashboard (docs/product-rules.md §6): « Bienvenue, … ! », her four counters, `children`
 * (the next mission) and quick actions to the screens she uses most.
 */
export function StaffDashboard({
  user,
  urgent,
  children,
}: {
  user: User;
  /** What needs her now, first (« À faire maintenant »). */
  urgent?: ReactNode;
  children?: ReactNode;
}) {
  const title = fr.welcome(greetingName(user));
  usePageTitle(title);
  const stats = useQuery(statsQueryOptions());

  useErrorToast(refusalOf(stats.error), fr.statsFailed, 'stats-load-error');
  // Offline, the counters kept on the device, dated; never a spinner waiting for the network.
  const offline = useQueryOffline(stats);

  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {urgent}
      {children}
      <OfflineBanner text={offline.banner} />
      {stats.isPending && !offline.offline ? <Spinner /> : null}
      {offline.failed ? <p className="inline-error">{fr.statsFailed}</p> : null}
      {stats.data ? (
        <Counters
          label={fr.countersTitle}
          items={[
            { label: fr.staff.mySchedules, value: stats.data.my_schedules },
            { label: fr.staff.completed, value: stats.data.completed_schedules },
            { label: fr.staff.unreadMessages, value: stats.data.unread_messages },
            { label: fr.staff.notifications, value: stats.data.unread_notifications },
          ]}
        />
      ) : null}
      <section className="dashboard__section" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="dashboard__section-title">
          {fr.staff.quickActions}
        </h2>
        <ul className="card-list quick-actions">
          {QUICK_PATHS.map((path) => (
            <li key={path}>
              <Link to={path} className="card quick-action">
                <span className="quick-action__title">{fr.quickActions[path].title}</span>
                <span className="quick-action__text">{fr.quickActions[path].text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
