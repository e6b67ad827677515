import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../ui/list-states.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { invoicesQuery } from '../api/invoices.ts';
import { fr } from '../fr.ts';
import { InvoiceCard } from './invoice-card.tsx';

/** Every invoice and credit note the caller may see, newest first. */
export function InvoiceList({ admin, today }: { admin: boolean; today: string }) {
  const invoices = useQuery(invoicesQuery());
  useErrorToast(invoices.isError, fr.loadFailed, 'invoices-load-error');
  return (
    <ListStates query={invoices} failedText={fr.loadFailed} emptyText={fr.empty}>
      {(items) => (
        <div className="invoice-list">
          {items.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              showInstitution={admin}
              canMarkPaid={admin}
              today={today}
            />
          ))}
        </div>
      )}
    </ListStates>
  );
}
