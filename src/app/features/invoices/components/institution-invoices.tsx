import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { localDate } from '../../../../domain/pay/local-time.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { pendingQuery } from '../api/invoices.ts';
import '../invoices.css';
import { fr } from '../fr.ts';
import { InvoiceList } from './invoice-list.tsx';
import { PendingInvoiceCard } from './pending-invoice.tsx';

/**
 * The establishment's invoices on « Facturation »: what remains to invoice this month, then
 * its invoices and credit notes with their PDF and XML.
 */
export function InstitutionInvoices() {
  const headingId = useId();
  const today = localDate(Date.now(), appTimeZone());
  const pending = useQuery(pendingQuery(today.slice(0, 7)));
  const own = pending.data?.[0];
  return (
    <section className="invoices" aria-labelledby={headingId}>
      <h2 id={headingId} className="invoices__title">
        {fr.sectionTitle}
      </h2>
      <p className="invoices__intro">{fr.sectionIntro}</p>
      {own ? <PendingInvoiceCard pending={own} /> : null}
      {pending.isError ? <p className="inline-error">{fr.pendingLoadFailed}</p> : null}
      <InvoiceList admin={false} today={today} />
    </section>
  );
}
