import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { billingMonthsQueryOptions } from '../api/get-billing-months.ts';
import '../billing.css';
import { fr } from '../fr.ts';
import { BillingMonth } from './billing-month.tsx';

/** /payrolls: what the establishment owes, month by month, with a CSV per month (PRODUCT §5). */
export function BillingStatement({ viewer }: { viewer: User }) {
  usePageTitle(fr.title);
  const months = useQuery(billingMonthsQueryOptions());
  const isAdmin = viewer.role === 'admin';

  const failed = months.isError;
  useEffect(() => {
    if (failed) toast.error(fr.loadFailed, { toastId: 'billing-load-error' });
  }, [failed]);

  return (
    <section className="page" aria-labelledby="page-title">
      <div>
        <h1 id="page-title" className="page__title">
          {fr.title}
        </h1>
        <p className="page__subtitle">{isAdmin ? fr.adminSubtitle : fr.subtitle}</p>
      </div>
      {months.isPending ? <Spinner /> : null}
      {failed ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {months.data?.length === 0 ? <p className="empty-text">{fr.empty}</p> : null}
      {months.data?.map((summary) => (
        <BillingMonth key={summary.month} summary={summary} showEstablishment={isAdmin} />
      ))}
    </section>
  );
}
