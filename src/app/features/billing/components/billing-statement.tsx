import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { User } from '../../../../contract/auth.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { billingMonthsQueryOptions } from '../api/get-billing-months.ts';
import '../billing.css';
import { fr } from '../fr.ts';
import { BillingMonth } from './billing-month.tsx';

/**
 * /payrolls: what the establishment owes, month by month, with a CSV per month (docs/product-rules.md §5).
 * `hoursPath` is where its hours awaiting sign-off are validated.
 */
export function BillingStatement({
  viewer,
  hoursPath,
  before,
}: {
  viewer: User;
  hoursPath?: string;
  /** Shown between the heading and the months (the establishment's invoices). */
  before?: ReactNode;
}) {
  usePageTitle(fr.title);
  const months = useQuery(billingMonthsQueryOptions());
  const isAdmin = viewer.role === 'admin';

  useErrorToast(months.isError, fr.loadFailed, 'billing-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={isAdmin ? fr.adminSubtitle : fr.subtitle} />
      {before}
      {before ? <h2 className="billing-statement__title">{fr.statementTitle}</h2> : null}
      <ListStates query={months} failedText={fr.loadFailed} emptyText={fr.empty}>
        {(summaries) =>
          summaries.map((summary) => (
            <BillingMonth
              key={summary.month}
              summary={summary}
              showEstablishment={isAdmin}
              hoursPath={hoursPath}
            />
          ))
        }
      </ListStates>
    </section>
  );
}
