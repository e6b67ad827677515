import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { refusalOf } from '../../../offline/query-offline.ts';
import { useQueryOffline } from '../../../offline/use-query-offline.ts';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { institutionDashboardQueryOptions } from '../api/get-institution-dashboard.ts';
import { fr } from '../fr.ts';
import { greetingName } from '../greeting-name.ts';
import { Counters } from './counters.tsx';
import '../dashboard.css';

/**
 * The establishment's dashboard (docs/product-rules.md §6): greeting, its counters (the hours
 * it has to sign off first, with a link to `hoursPath`), then `children` (its missions);
 * `action` sits beside the greeting (« Créer une prestation »).
 */
export function InstitutionDashboard({
  user,
  hoursPath,
  action,
  urgent,
  children,
}: {
  user: User;
  hoursPath: string;
  action?: ReactNode;
  /** What needs it now, first (« À faire maintenant »). */
  urgent?: ReactNode;
  children?: ReactNode;
}) {
  const title = fr.welcome(greetingName(user));
  usePageTitle(title);
  const counts = useQuery(institutionDashboardQueryOptions());

  useErrorToast(refusalOf(counts.error), fr.statsFailed, 'institution-stats-load-error');
  // Offline, the counters kept on the device, dated; never a spinner waiting for the network.
  const offline = useQueryOffline(counts);

  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <div className="dashboard__head">
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {action}
      </div>
      <OfflineBanner text={offline.banner} />
      {urgent}
      {counts.isPending && !offline.offline ? <Spinner /> : null}
      {offline.failed ? <p className="inline-error">{fr.statsFailed}</p> : null}
      {counts.data ? (
        <Counters
          label={fr.countersTitle}
          items={[
            {
              label: fr.institution.awaitingValidation,
              value: counts.data.awaiting_validation,
              link: { to: hoursPath, text: fr.institution.awaitingValidationLink },
            },
            { label: fr.institution.upcoming, value: counts.data.upcoming },
            { label: fr.institution.completed, value: counts.data.completed },
            { label: fr.institution.paid, value: counts.data.paid },
          ]}
        />
      ) : null}
      {children}
    </section>
  );
}
