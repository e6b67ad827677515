import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { refusalOf } from '../../../offline/query-offline.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { exchangesQueryOptions } from '../api/get-exchanges.ts';
import { useRespondToExchange } from '../api/respond-exchange.ts';
import { fr } from '../fr.ts';
import { orderExchanges } from '../order-exchanges.ts';
import '../exchanges.css';
import { ExchangeCard } from './exchange-card.tsx';
import { ProposeAnyExchangeDialog } from './propose-exchange-dialog.tsx';

/**
 * /exchanges (docs/product-rules.md §7): requests received and sent, those awaiting
 * my answer first; a professional can also propose one of their missions from here.
 */
export function ExchangesScreen({ canPropose }: { canPropose: boolean }) {
  usePageTitle(fr.title);
  const exchanges = useQuery({ ...exchangesQueryOptions(), select: orderExchanges });
  const respond = useRespondToExchange();
  const [proposing, setProposing] = useState(false);

  useErrorToast(refusalOf(exchanges.error), fr.loadFailed, 'exchanges-load-error');

  function onRespond(id: string, accept: boolean) {
    respond.mutate(
      { id, accept },
      {
        onSuccess: () => toast.success(accept ? fr.accepted : fr.rejected),
        onError: () => toast.error(fr.respondFailed),
      },
    );
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={fr.subtitle}
        actions={
          canPropose ? (
            <button type="button" className="button" onClick={() => setProposing(true)}>
              {fr.propose}
            </button>
          ) : null
        }
      />
      <ListStates query={exchanges} failedText={fr.loadFailed} emptyText={fr.empty}>
        {(list) => (
          <ul className="card-list" aria-label={fr.listLabel}>
            {list.map((exchange) => (
              <ExchangeCard
                key={exchange.id}
                exchange={exchange}
                busy={respond.isPending && respond.variables.id === exchange.id}
                onRespond={(accept) => onRespond(exchange.id, accept)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {canPropose ? (
        <ProposeAnyExchangeDialog open={proposing} onClose={() => setProposing(false)} />
      ) : null}
    </section>
  );
}
