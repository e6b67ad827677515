import { useId } from 'react';
import type { PendingInvoice } from '../../../../contract/invoices.ts';
import { formatEuros, formatMonth } from '../../../ui/format.ts';
import { fr } from '../fr.ts';
import { InvoiceLines } from './invoice-lines.tsx';

/** What an establishment's next invoice will carry: validated items not invoiced yet. */
export function PendingInvoiceCard({
  pending,
  title,
}: {
  pending: PendingInvoice;
  /** The card's heading; the establishment's name for the admin. */
  title?: string;
}) {
  const headingId = useId();
  return (
    <section className="card invoice-pending" aria-labelledby={headingId}>
      <h3 id={headingId} className="invoice-card__number">
        {title ?? fr.pendingTitle(formatMonth(pending.month))}
      </h3>
      {title ? null : <p className="invoice-card__meta">{fr.pendingIntro}</p>}
      {pending.lines.length === 0 ? (
        <p className="empty-text">{fr.pendingNone}</p>
      ) : (
        <>
          <dl className="figure-grid">
            <div className="figure-grid__main">
              <dt>{fr.pendingTotal}</dt>
              <dd>{formatEuros(pending.total_ht)}</dd>
            </div>
          </dl>
          <InvoiceLines lines={pending.lines} />
        </>
      )}
      {pending.waiting_count > 0 ? (
        <p className="invoice-card__meta">{fr.pendingWaiting(pending.waiting_count)}</p>
      ) : null}
      {pending.unpriced.map((u) => (
        <p key={u.prestation_id} className="inline-error">
          {fr.pendingUnpriced(u.label, u.detail)}
        </p>
      ))}
    </section>
  );
}
