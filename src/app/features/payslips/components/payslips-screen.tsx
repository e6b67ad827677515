import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { usePayslips } from '../api/use-payslips.ts';
import { fr } from '../fr.ts';
import '../payslips.css';
import { GeneratePayslipDialog } from './generate-payslip-dialog.tsx';
import { PayslipCard } from './payslip-card.tsx';

/**
 * « Fiches de paie » (spec §2): a professional's payslips, kept on the device; the admin sees
 * everyone's and generates new ones.
 */
export function PayslipsScreen({ user }: { user: User }) {
  usePageTitle(fr.title);
  const isAdmin = user.role === 'admin';
  const { payslips, failed, offlineBanner, refresh } = usePayslips(user.id);
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    // A toast id keeps one toast per failure even when the effect runs twice (StrictMode).
    if (failed) toast.error(fr.loadFailed, { toastId: 'payslips-load-error' });
  }, [failed]);

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="payslips__head">
        <div>
          <h1 id="page-title" className="page__title">
            {fr.title}
          </h1>
          <p className="page__subtitle">{isAdmin ? fr.adminSubtitle : fr.subtitle}</p>
        </div>
        {isAdmin ? (
          <button type="button" className="button" onClick={() => setGenerating(true)}>
            {fr.generateOpen}
          </button>
        ) : null}
      </div>
      {offlineBanner ? (
        <p className="payslips__offline" role="status">
          {offlineBanner}
        </p>
      ) : null}
      {failed ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {payslips === undefined && !failed ? <Spinner /> : null}
      {payslips?.length === 0 ? <p className="empty-text">{fr.empty}</p> : null}
      {payslips && payslips.length > 0 ? (
        <ul className="payslip-list">
          {payslips.map((payslip) => (
            <PayslipCard key={payslip.id} payslip={payslip} showOwner={isAdmin} />
          ))}
        </ul>
      ) : null}
      {isAdmin ? (
        <GeneratePayslipDialog
          open={generating}
          onClose={() => setGenerating(false)}
          onGenerated={() => void refresh()}
        />
      ) : null}
    </section>
  );
}
