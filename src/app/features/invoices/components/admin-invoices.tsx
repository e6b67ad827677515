import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { IssueQuery } from '../../../../contract/invoices.ts';
import { localDate } from '../../../../domain/pay/local-time.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { capitalised, formatMonth } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { pendingQuery, useIssueInvoices } from '../api/invoices.ts';
import '../invoices.css';
import { fr } from '../fr.ts';
import { InvoiceList } from './invoice-list.tsx';
import { PendingInvoiceCard } from './pending-invoice.tsx';

/** The month before `month` (`YYYY-MM`): the one usually invoiced. */
function previousMonth(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** How many months back the month to issue may be chosen from. */
const MONTHS_OFFERED = 24;

/** This month and the ones before it, newest first, as French labels (« Novembre 2026 »). */
function monthOptions(current: string) {
  const options: { value: string; label: string }[] = [];
  let month = current;
  for (let i = 0; i < MONTHS_OFFERED; i += 1) {
    options.push({ value: month, label: capitalised(formatMonth(month)) });
    month = previousMonth(month);
  }
  return options;
}

/**
 * /factures (administrator): issue a month (what each establishment would be invoiced is shown
 * first), then every invoice and credit note, marked paid when the money comes in.
 */
export function AdminInvoices() {
  usePageTitle(fr.adminTitle);
  const today = localDate(Date.now(), appTimeZone());
  const [month, setMonth] = useState(previousMonth(today.slice(0, 7)));
  const pending = useQuery(pendingQuery(month));
  const issue = useIssueInvoices();
  const form = useZodForm();
  const issueHeading = useId();
  const pendingHeading = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = form.validate(IssueQuery, { month });
    if (!query) return;
    issue.mutate(query.month, {
      onSuccess: ({ issued }) => toast.success(fr.issued(issued.length)),
      onError: (error) => form.serverError(error, fr.issueFailed),
    });
  }

  const toInvoice = (pending.data ?? []).filter((p) => p.lines.length > 0 || p.unpriced.length > 0);

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.adminTitle} subtitle={fr.adminSubtitle} />
      <section className="card invoices__issue" aria-labelledby={issueHeading}>
        <h2 id={issueHeading} className="invoice-card__number">
          {fr.issueTitle}
        </h2>
        <form className="invoices__issue-form" onSubmit={onSubmit} {...form.props}>
          <SelectField
            label={fr.month}
            name="month"
            options={monthOptions(today.slice(0, 7))}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            error={form.errors.month}
          />
          <button type="submit" className="button" disabled={issue.isPending}>
            {issue.isPending ? fr.issuing : fr.issue}
          </button>
        </form>
        <FormErrors messages={form.others} />
      </section>
      <section className="invoices" aria-labelledby={pendingHeading}>
        <h2 id={pendingHeading} className="invoices__title">
          {fr.pendingByInstitution} — {formatMonth(month)}
        </h2>
        {pending.isError ? <p className="inline-error">{fr.pendingLoadFailed}</p> : null}
        {pending.isSuccess && toInvoice.length === 0 ? (
          <p className="empty-text">{fr.pendingNone}</p>
        ) : null}
        <div className="invoice-list">
          {toInvoice.map((p) => (
            <PendingInvoiceCard key={p.institution_id} pending={p} title={p.institution_name} />
          ))}
        </div>
      </section>
      <section className="invoices" aria-label={fr.sectionTitle}>
        <h2 className="invoices__title">{fr.sectionTitle}</h2>
        <InvoiceList admin today={today} />
      </section>
    </section>
  );
}
