import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Invoice } from '../../../../contract/invoices.ts';
import { PaidBody } from '../../../../contract/invoices.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Badge } from '../../../ui/badge.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { calendarDay, formatEuros, formatMonth } from '../../../ui/format.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { downloadInvoiceFile, useMarkPaid } from '../api/invoices.ts';
import { fr } from '../fr.ts';
import { InvoiceLines } from './invoice-lines.tsx';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
/** « 3 décembre 2026 » for a local date `YYYY-MM-DD`. */
export const formatDay = (localDate: string) => day.format(calendarDay(localDate));
const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * One invoice or credit note: number, period, totals, status, its PDF and XML; for the
 * administrator, « Marquer payée » with the day the money came in.
 */
export function InvoiceCard({
  invoice,
  showInstitution,
  canMarkPaid,
  today,
}: {
  invoice: Invoice;
  showInstitution: boolean;
  canMarkPaid: boolean;
  /** Local date `YYYY-MM-DD`, the default payment day. */
  today: string;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const [paying, setPaying] = useState(false);
  const credit = invoice.type === 'credit_note';

  async function onDownload(kind: 'pdf' | 'xml') {
    setBusy(kind);
    try {
      const { blob, fileName } = await downloadInvoiceFile(invoice.id, invoice.number, kind);
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(errorMessage(error, fr.downloadFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <article className="card invoice-card" aria-labelledby={headingId}>
      <div className="invoice-card__head">
        <div>
          <h3 id={headingId} className="invoice-card__number">
            {credit ? fr.creditNote : fr.invoice} {invoice.number}
          </h3>
          {showInstitution ? (
            <p className="invoice-card__institution">{invoice.institution_name}</p>
          ) : null}
          <p className="invoice-card__meta">
            {fr.period} : {formatMonth(invoice.period)} · {fr.issuedOn}{' '}
            {formatDay(invoice.issued_at.slice(0, 10))} · {fr.lines(invoice.lines.length)}
          </p>
          {credit && invoice.credits_number ? (
            <p className="invoice-card__meta">{fr.creditsInvoice(invoice.credits_number)}</p>
          ) : null}
        </div>
        {credit ? (
          <Badge tone="neutral">{fr.creditStatus}</Badge>
        ) : invoice.status === 'paid' && invoice.paid_at ? (
          <Badge tone="success">{fr.paidOn(shortDay.format(calendarDay(invoice.paid_at)))}</Badge>
        ) : (
          <Badge tone="warning">{fr.status.issued}</Badge>
        )}
      </div>

      <dl className="figure-grid figure-grid--three">
        <div>
          <dt>{fr.totalHt}</dt>
          <dd>{formatEuros(invoice.total_ht)}</dd>
        </div>
        <div>
          <dt>{fr.vat(percent.format(invoice.vat_rate))}</dt>
          <dd>{formatEuros(invoice.total_vat)}</dd>
        </div>
        <div className="figure-grid__main">
          <dt>{fr.totalTtc}</dt>
          <dd>{formatEuros(invoice.total_ttc)}</dd>
        </div>
      </dl>

      <details className="invoice-card__lines">
        <summary>{fr.showLines}</summary>
        <InvoiceLines lines={invoice.lines} />
      </details>

      <div className="invoice-card__actions">
        <button
          type="button"
          className="button"
          onClick={() => void onDownload('pdf')}
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
          aria-label={fr.downloadPdfFor(invoice.number)}
        >
          {fr.downloadPdf}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void onDownload('xml')}
          disabled={busy !== null}
          aria-busy={busy === 'xml'}
          aria-label={fr.downloadXmlFor(invoice.number)}
        >
          {fr.downloadXml}
        </button>
        {canMarkPaid && !credit && !paying ? (
          <button type="button" className="button button--ghost" onClick={() => setPaying(true)}>
            {invoice.status === 'paid' ? fr.paidDate : fr.markPaid}
          </button>
        ) : null}
      </div>
      {paying ? (
        <PaidForm
          invoice={invoice}
          defaultDay={invoice.paid_at ?? today}
          onDone={() => setPaying(false)}
        />
      ) : null}
    </article>
  );
}

function PaidForm({
  invoice,
  defaultDay,
  onDone,
}: {
  invoice: Invoice;
  defaultDay: string;
  onDone: () => void;
}) {
  const form = useZodForm();
  const markPaid = useMarkPaid();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const paidOn = String(new FormData(event.currentTarget).get('paid_on') ?? '');
    const body = form.validate(PaidBody, { paid_on: paidOn });
    if (!body) return;
    markPaid.mutate(
      { id: invoice.id, paidOn: body.paid_on },
      {
        onSuccess: () => {
          toast.success(fr.paidSaved(invoice.number));
          onDone();
        },
        onError: (error) => form.serverError(error, fr.paidFailed),
      },
    );
  }

  return (
    <form className="invoice-card__paid" onSubmit={onSubmit} {...form.props}>
      <TextField
        label={fr.paidDate}
        name="paid_on"
        type="date"
        defaultValue={defaultDay}
        required
        error={form.errors.paid_on}
      />
      <FormErrors messages={form.others} />
      <div className="invoice-card__actions">
        <button type="submit" className="button" disabled={markPaid.isPending}>
          {markPaid.isPending ? fr.saving : fr.confirmPaid}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
      </div>
    </form>
  );
}
