import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Payout } from '../../../../contract/payouts.ts';
import type { Payslip } from '../../../../contract/payslips.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatEuros, formatInstantDate, formatLocalPeriod } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import {
  downloadSepaFile,
  payoutsQueryOptions,
  payslipsQueryOptions,
  useCreatePayout,
  useMarkPayoutSent,
} from '../api/payouts.ts';
import { fr } from '../fr.ts';
import '../payouts.css';

/** Σ of euro amounts, added in cents so that no float drift shows. */
const sumEuros = (amounts: readonly number[]) =>
  amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;

/**
 * « Virements » (administrator): the payslips in no batch yet, « Préparer un virement » for
 * all of them (those whose professional has no bank details are left out, with the reason),
 * and every batch with its transfers, its SEPA file and « Marquer comme envoyé », which pays
 * its payslips and tells each professional.
 */
export function PayoutsScreen() {
  usePageTitle(fr.title);
  const payslips = useQuery({
    ...payslipsQueryOptions(),
    select: (list) => list.filter((p) => p.payout_id === null),
  });
  const payouts = useQuery(payoutsQueryOptions());
  const create = useCreatePayout();
  const unpaid = payslips.data ?? [];

  function onCreate() {
    create.mutate(
      {},
      {
        onSuccess: (batch) => toast.success(fr.created(batch.count, formatEuros(batch.total))),
        onError: (error) => toast.error(errorMessage(error, fr.createFailed)),
      },
    );
  }

  return (
    <section className="page payouts" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={fr.subtitle}
        className="page-header page-header--end"
        actions={
          <button
            type="button"
            className="button"
            onClick={onCreate}
            disabled={create.isPending || unpaid.length === 0}
          >
            {create.isPending ? fr.creating : fr.create}
          </button>
        }
      />

      <section className="card payouts__unpaid" aria-labelledby="payouts-unpaid">
        <h2 id="payouts-unpaid" className="payouts__title">
          {fr.unpaidTitle}
        </h2>
        <ListStates query={payslips} failedText={fr.payslipsFailed} emptyText={fr.unpaidEmpty}>
          {(list) => (
            <>
              <p className="payouts__summary">
                {fr.unpaidSummary(
                  list.length,
                  formatEuros(sumEuros(list.map((p) => p.net_amount))),
                )}
              </p>
              <ul className="line-list">
                {list.map((p) => (
                  <UnpaidLine key={p.id} payslip={p} />
                ))}
              </ul>
            </>
          )}
        </ListStates>
      </section>

      <h2 className="payouts__title payouts__title--section">{fr.batchesTitle}</h2>
      <ListStates query={payouts} failedText={fr.loadFailed} emptyText={fr.batchesEmpty}>
        {(list) => (
          <ul className="card-list card-list--roomy">
            {list.map((batch) => (
              <PayoutCard key={batch.id} payout={batch} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function UnpaidLine({ payslip }: { payslip: Payslip }) {
  return (
    <li className="line-list__item">
      <div className="line-list__main">
        <p className="line-list__name">{payslip.user_name}</p>
        <p className="line-list__amount">{formatEuros(payslip.net_amount)}</p>
      </div>
      <p className="payouts__meta">{formatLocalPeriod(payslip.period_start, payslip.period_end)}</p>
    </li>
  );
}

/** One batch: its date and state, its transfers, what it left out, its file and « sent ». */
function PayoutCard({ payout }: { payout: Payout }) {
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mark = useMarkPayoutSent();
  const title = fr.batchOf(formatInstantDate(payout.created_at));
  const total = formatEuros(payout.total);

  async function onDownload() {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadSepaFile(payout.id);
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(errorMessage(error, fr.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  function onConfirm() {
    mark.mutate(payout.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(fr.marked);
      },
      onError: (error) => toast.error(errorMessage(error, fr.markFailed)),
    });
  }

  return (
    <li className="card payout-card" aria-labelledby={headingId}>
      <div className="payout-card__head">
        <h3 id={headingId} className="payout-card__title">
          {title}
        </h3>
        {payout.sent_at ? (
          <Badge tone="success">{fr.sentOn(formatInstantDate(payout.sent_at))}</Badge>
        ) : (
          <Badge tone="info">{fr.prepared}</Badge>
        )}
      </div>
      <p className="payouts__summary">{fr.figures(payout.count, total)}</p>

      <ul className="line-list">
        {payout.items.map((item) => (
          <li key={item.payslip_id} className="line-list__item">
            <div className="line-list__main">
              <p className="line-list__name">{item.user_name}</p>
              <p className="line-list__amount">{formatEuros(item.amount)}</p>
            </div>
            <p className="payouts__meta">
              {formatLocalPeriod(item.period_start, item.period_end)} ·{' '}
              <span className="payouts__iban">{item.iban_masked}</span>
            </p>
          </li>
        ))}
      </ul>

      {payout.left_out.length > 0 ? (
        <div className="payouts__left-out" role="note">
          <h4 className="payouts__left-out-title">{fr.leftOutTitle}</h4>
          <ul>
            {payout.left_out.map((l) => (
              <li key={l.payslip_id}>{l.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="button-row payout-card__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void onDownload()}
          disabled={downloading}
          aria-busy={downloading}
        >
          {downloading ? fr.downloading : fr.download}
          <span className="visually-hidden"> — {title}</span>
        </button>
        {payout.status === 'prepared' ? (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {fr.markSent}
            <span className="visually-hidden"> — {title}</span>
          </button>
        ) : null}
      </div>

      <Dialog open={confirming} title={fr.confirmTitle} onClose={() => setConfirming(false)}>
        <div className="dialog-body">
          <p>{fr.confirmText(payout.count, total)}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
            >
              {fr.cancel}
            </button>
            <button type="button" className="button" disabled={mark.isPending} onClick={onConfirm}>
              {mark.isPending ? fr.sending : fr.confirm}
            </button>
          </div>
        </div>
      </Dialog>
    </li>
  );
}
