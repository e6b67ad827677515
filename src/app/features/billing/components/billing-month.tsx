import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { BillingMonthSummary } from '../../../../contract/billing.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { formatEuros, formatHours, formatInstantDateTime } from '../../../ui/format.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { SignOffBadge } from '../../../ui/sign-off-view.tsx';
import { downloadMonthCsv } from '../api/download-month-csv.ts';
import { formatMissionTime, formatMonthHeading } from '../format.ts';
import { fr } from '../fr.ts';

/**
 * One month of the statement: its totals, the validated part and the part whose hours still
 * await the establishment's sign-off, its completed missions each with its sign-off, and the
 * CSV export. `hoursPath` (the establishment) leads to « Heures à valider » from a waiting part.
 */
export function BillingMonth({
  summary,
  showEstablishment,
  hoursPath,
}: {
  summary: BillingMonthSummary;
  showEstablishment: boolean;
  hoursPath?: string;
}) {
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const monthLabel = formatMonthHeading(summary.month);

  async function onDownload() {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadMonthCsv(summary.month);
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(errorMessage(error, fr.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="card billing-month" aria-labelledby={headingId}>
      <div className="billing-month__head">
        <h2 id={headingId} className="billing-month__title">
          {monthLabel}
        </h2>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void onDownload()}
          disabled={downloading}
          aria-busy={downloading}
        >
          {downloading ? fr.downloading : fr.downloadCsv}
          <span className="visually-hidden">{fr.downloadCsvFor(monthLabel)}</span>
        </button>
      </div>

      <dl className="figure-grid figure-grid--three">
        <div>
          <dt>{fr.missions}</dt>
          <dd>{summary.missions.length}</dd>
        </div>
        <div>
          <dt>{fr.totalHours}</dt>
          <dd>{formatHours(summary.total_hours)}</dd>
        </div>
        {/* `billing-totals__amount` names the amount due for the e2e test (money.test.ts). */}
        <div className="figure-grid__main billing-totals__amount">
          <dt>{fr.totalAmount}</dt>
          <dd>{formatEuros(summary.total_amount)}</dd>
        </div>
      </dl>
      <dl className="figure-grid billing-split">
        <div className="billing-split__validated">
          <dt>{fr.validatedAmount}</dt>
          <dd>{formatEuros(summary.validated_amount)}</dd>
        </div>
        <div
          className={
            summary.waiting_amount > 0
              ? 'billing-split__waiting billing-split__waiting--some'
              : 'billing-split__waiting'
          }
        >
          <dt>{fr.waitingAmount}</dt>
          <dd>{formatEuros(summary.waiting_amount)}</dd>
        </div>
      </dl>
      {summary.waiting_amount > 0 ? (
        <p className="billing-month__waiting">
          {fr.waitingNote}
          {hoursPath ? (
            <>
              {' '}
              <Link to={hoursPath}>{fr.waitingLink}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {summary.unpriced_count > 0 ? (
        <p className="inline-error">{fr.unpriced(summary.unpriced_count)}</p>
      ) : null}

      <ul
        className="line-list line-list--roomy"
        aria-label={fr.missionsCount(summary.missions.length)}
      >
        {summary.missions.map((mission) => (
          <li key={mission.prestation_id} className="line-list__item">
            <div className="line-list__main">
              <p className="line-list__name">{mission.name}</p>
              <p className="line-list__amount">
                {mission.amount === null ? fr.noAmount : formatEuros(mission.amount)}
              </p>
            </div>
            <p className="billing-mission__sign-off">
              <span className="visually-hidden">{fr.signOff} : </span>
              <SignOffBadge mission={mission} />
            </p>
            <dl className="facts facts--colon billing-mission__facts">
              {showEstablishment ? (
                <div>
                  <dt>{fr.establishment}</dt>
                  <dd>{mission.etablissement_name ?? '—'}</dd>
                </div>
              ) : null}
              <div>
                <dt>{fr.professional}</dt>
                <dd>{mission.assigned_name ?? fr.noProfessional}</dd>
              </div>
              <div>
                <dt>{fr.when}</dt>
                <dd>
                  {formatMissionTime(mission.started_at, mission.ended_at)} ·{' '}
                  {formatHours(mission.hours)}
                  {mission.travel_fee ? ` · ${fr.travelFee(formatEuros(mission.travel_fee))}` : ''}
                </dd>
              </div>
            </dl>
            {mission.detail ? <p className="billing-mission__detail">{mission.detail}</p> : null}
          </li>
        ))}
      </ul>
      {summary.compensations.length > 0 ? (
        <ul className="line-list line-list--roomy" aria-label={fr.compensations}>
          {summary.compensations.map((c) => (
            <li key={c.prestation_id} className="line-list__item">
              <div className="line-list__main">
                <p className="line-list__name">{fr.compensationLine(c.name)}</p>
                <p className="line-list__amount">{formatEuros(c.amount)}</p>
              </div>
              <dl className="facts facts--colon billing-mission__facts">
                {showEstablishment ? (
                  <div>
                    <dt>{fr.establishment}</dt>
                    <dd>{c.etablissement_name ?? '—'}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{fr.professional}</dt>
                  <dd>{c.assigned_name ?? fr.noProfessional}</dd>
                </div>
                <div>
                  <dt>{fr.cancelledOn}</dt>
                  <dd>{formatInstantDateTime(c.cancelled_at)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
