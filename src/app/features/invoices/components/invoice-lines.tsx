import type { InvoiceLine } from '../../../../contract/invoices.ts';
import { calendarDay, formatEuros, formatHours } from '../../../ui/format.ts';

const shortDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });

/** The lines of an invoice or of what remains to invoice: mission, amount, day, who, hours. */
export function InvoiceLines({ lines }: { lines: readonly InvoiceLine[] }) {
  return (
    <ul className="line-list">
      {lines.map((line) => (
        <li key={`${line.prestation_id}-${line.item}`} className="line-list__item">
          <div className="line-list__main">
            <p className="line-list__name">{line.label}</p>
            <p className="line-list__amount">{formatEuros(line.amount)}</p>
          </div>
          <p className="invoice-card__meta">
            {shortDay.format(calendarDay(line.date))} · {line.professional} ·{' '}
            {formatHours(line.hours)}
          </p>
        </li>
      ))}
    </ul>
  );
}
