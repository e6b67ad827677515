import type { Invoice, InvoiceLine } from '../../../contract/invoices.ts';
import { BASIS_POINTS_PER_PERCENT } from '../../../domain/invoices/invoice.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import type { Parties } from './facturx.ts';
import type { InvoiceHead, InvoiceLineRow } from './repo.ts';

const MS_PER_HOUR = 3_600_000;

export function presentLine(
  line: Omit<InvoiceLineRow, 'invoiceId' | 'position' | 'billed'>,
): InvoiceLine {
  return {
    date: line.date,
    prestation_id: line.prestationId,
    item: line.item,
    label: line.label,
    professional: line.professional,
    hours: line.workedMs / MS_PER_HOUR,
    amount: centsToEuros(line.amountCents),
  };
}

export function presentInvoice(
  head: InvoiceHead,
  lines: readonly InvoiceLineRow[],
  creditsNumber: string | null,
): Invoice {
  const parties = head.parties as Parties;
  return {
    id: head.id,
    number: head.number,
    type: head.type,
    institution_id: head.institutionId,
    institution_name: parties.buyer.name,
    issued_at: head.issuedAt.toISOString(),
    period: head.period,
    lines: lines.map(presentLine),
    total_ht: centsToEuros(head.totalHtCents),
    vat_rate: head.vatRateBp / BASIS_POINTS_PER_PERCENT,
    total_vat: centsToEuros(head.totalVatCents),
    total_ttc: centsToEuros(head.totalTtcCents),
    status: head.paidOn === null ? 'issued' : 'paid',
    paid_at: head.paidOn,
    credits_invoice_id: head.creditsInvoiceId,
    credits_number: creditsNumber,
    pdf_url: `/api/invoices/${head.id}/pdf`,
    xml_url: `/api/invoices/${head.id}/xml`,
    pdf_sha256: head.pdfSha256,
    xml_sha256: head.xmlSha256,
  };
}
