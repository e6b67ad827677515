import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Payslip } from '../../../../contract/payslips.ts';
import { Badge } from '../../../ui/badge.tsx';
import {
  formatEuros,
  formatHours,
  formatInstantDate,
  formatLocalPeriod,
} from '../../../ui/format.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { breakdownLines } from '../breakdown-lines.ts';
import { formatLocalDate, formatPercent } from '../format.ts';
import { fr } from '../fr.ts';
import { buildPayslipPdf } from '../pdf/build-payslip-pdf.ts';

/**
 * One payslip: period, totals (hours with 1 decimal, euros with 2), one line per mission with
 * its band breakdown folded, and « Télécharger », which builds the PDF on the device from this
 * very payslip, so that it works offline.
 */
export function PayslipCard({ payslip, showOwner }: { payslip: Payslip; showOwner: boolean }) {
  const headingId = useId();
  const ownerId = useId();
  const [downloading, setDownloading] = useState(false);
  const period = formatLocalPeriod(payslip.period_start, payslip.period_end);

  async function onDownload() {
    setDownloading(true);
    try {
      const { bytes, fileName } = await buildPayslipPdf(payslip);
      saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
    } catch (error) {
      console.error('payslip PDF failed', error);
      toast.error(fr.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li
      className="card payslip-card"
      aria-labelledby={showOwner ? `${ownerId} ${headingId}` : headingId}
    >
      <div className="payslip-card__head">
        {showOwner ? (
          <p id={ownerId} className="payslip-card__owner">
            {payslip.user_name}
          </p>
        ) : null}
        <h2 id={headingId} className="payslip-card__period">
          {fr.periodHeading(period)}
        </h2>
        <PaymentState payslip={payslip} />
      </div>

      <dl className="figure-grid">
        <div>
          <dt>{fr.totalHours}</dt>
          <dd>{formatHours(payslip.total_hours)}</dd>
        </div>
        <div>
          <dt>{fr.gross}</dt>
          <dd>{formatEuros(payslip.gross_amount)}</dd>
        </div>
        <div>
          <dt>{fr.commission(formatPercent(payslip.commission_rate))}</dt>
          <dd>{formatEuros(payslip.commission_amount)}</dd>
        </div>
        <div className="figure-grid__main">
          <dt>{fr.net}</dt>
          <dd>{formatEuros(payslip.net_amount)}</dd>
        </div>
      </dl>

      <h3 className="payslip-card__subheading">{fr.services}</h3>
      <ul className="line-list">
        {payslip.services_list.map((line) => (
          <li key={line.prestation_id} className="line-list__item">
            <div className="line-list__main">
              <p className="line-list__name">{line.service_type}</p>
              <p className="line-list__amount">{formatEuros(line.amount)}</p>
            </div>
            <p className="payslip-line__meta">
              {formatLocalDate(line.date)} · {line.etablissement_name ?? fr.noEstablishment}
              {/* A late cancellation's compensation has no hours and no bands. */}
              {line.kind === 'compensation' ? null : ` · ${formatHours(line.hours)}`}
            </p>
            {line.kind === 'compensation' ? null : (
              <details className="payslip-line__details">
                <summary>{fr.bandsToggle}</summary>
                <ul>
                  {breakdownLines(line).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>

      <div className="end-action">
        <button
          type="button"
          className="button"
          onClick={() => void onDownload()}
          disabled={downloading}
          aria-busy={downloading}
        >
          {fr.download}
          <span className="visually-hidden">{fr.downloadFor(period)}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * Whether the payslip was paid: « Payée le … » once the transfer holding it left for the bank,
 * « En attente de paiement » until then (generating a payslip does not pay it). A copy kept on
 * the device from before payments existed has no `paid_at`: waiting.
 */
function PaymentState({ payslip }: { payslip: Pick<Payslip, 'paid_at'> }) {
  return (
    <p className="payslip-card__payment">
      {payslip.paid_at ? (
        <Badge tone="success">{fr.paidOn(formatInstantDate(payslip.paid_at))}</Badge>
      ) : (
        <Badge tone="warning">{fr.awaitingPayment}</Badge>
      )}
    </p>
  );
}
