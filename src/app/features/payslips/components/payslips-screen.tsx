import { useState } from 'react';
import type { User } from '../../../../contract/auth.ts';
import { useOfflineList } from '../../../offline/use-offline-list.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { payslipsQueryOptions } from '../api/payslips-query.ts';
import { fr } from '../fr.ts';
import '../payslips.css';
import { GeneratePayslipDialog } from './generate-payslip-dialog.tsx';
import { PayslipCard } from './payslip-card.tsx';

/**
 * « Fiches de paie » (docs/product-rules.md §5): a professional's payslips, kept on the device; the admin sees
 * everyone's and generates new ones (`hoursPath`: where the missions left off for want of
 * validated hours are settled).
 */
export function PayslipsScreen({ user, hoursPath }: { user: User; hoursPath?: string }) {
  usePageTitle(fr.title);
  const isAdmin = user.role === 'admin';
  const {
    rows: payslips,
    failed,
    offlineBanner,
    refresh,
  } = useOfflineList('payslips', user.id, payslipsQueryOptions());
  const [generating, setGenerating] = useState(false);

  useErrorToast(failed, fr.loadFailed, 'payslips-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={isAdmin ? fr.adminSubtitle : fr.subtitle}
        className="page-header page-header--end"
        actions={
          isAdmin ? (
            <button type="button" className="button" onClick={() => setGenerating(true)}>
              {fr.generateOpen}
            </button>
          ) : null
        }
      />
      <OfflineBanner text={offlineBanner} />
      <ListStates
        query={{ data: payslips, isPending: payslips === undefined && !failed, isError: failed }}
        failedText={fr.loadFailed}
        emptyText={fr.empty}
      >
        {(list) => (
          <ul className="card-list card-list--roomy">
            {list.map((payslip) => (
              <PayslipCard key={payslip.id} payslip={payslip} showOwner={isAdmin} />
            ))}
          </ul>
        )}
      </ListStates>
      {isAdmin ? (
        <GeneratePayslipDialog
          open={generating}
          onClose={() => setGenerating(false)}
          onGenerated={() => void refresh()}
          hoursPath={hoursPath}
        />
      ) : null}
    </section>
  );
}
