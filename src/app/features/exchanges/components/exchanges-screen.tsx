import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { exchangesQueryOptions } from '../api/get-exchanges.ts';
import { useRespondToExchange } from '../api/respond-exchange.ts';
import { fr } from '../fr.ts';
import { orderExchanges } from '../order-exchanges.ts';
import '../exchanges.css';
import { ExchangeCard } from './exchange-card.tsx';
import { ProposeAnyExchangeDialog } from './propose-exchange-dialog.tsx';

/**
 * /exchanges (spec §2 « Exchanges », PRODUCT §4): requests received and sent, those awaiting
 * my answer first; a professional can also propose one of their missions from here.
 */
export function ExchangesScreen({ canPropose }: { canPropose: boolean }) {
  usePageTitle(fr.title);
  const exchanges = useQuery({ ...exchangesQueryOptions(), select: orderExchanges });
  const respond = useRespondToExchange();
  const [proposing, setProposing] = useState(false);

  const { error } = exchanges;
  useEffect(() => {
    if (error) toast.error(fr.loadFailed, { toastId: 'exchanges-load-error' });
  }, [error]);

  function onRespond(id: string, accept: boolean) {
    respond.mutate(
      { id, accept },
      {
        onSuccess: () => toast.success(accept ? fr.accepted : fr.rejected),
        onError: () => toast.error(fr.respondFailed),
      },
    );
  }

  const list = exchanges.data;
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="exchanges__header">
        <div>
          <h1 id="page-title" className="page__title">
            {fr.title}
          </h1>
          <p className="page__subtitle">{fr.subtitle}</p>
        </div>
        {canPropose ? (
          <button type="button" className="button" onClick={() => setProposing(true)}>
            {fr.propose}
          </button>
        ) : null}
      </div>
      {exchanges.isPending ? <Spinner /> : null}
      {exchanges.isError ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {list && list.length === 0 ? <p className="empty-text">{fr.empty}</p> : null}
      {list && list.length > 0 ? (
        <ul className="exchange-list" aria-label={fr.listLabel}>
          {list.map((exchange) => (
            <ExchangeCard
              key={exchange.id}
              exchange={exchange}
              busy={respond.isPending && respond.variables.id === exchange.id}
              onRespond={(accept) => onRespond(exchange.id, accept)}
            />
          ))}
        </ul>
      ) : null}
      {canPropose ? (
        <ProposeAnyExchangeDialog open={proposing} onClose={() => setProposing(false)} />
      ) : null}
    </section>
  );
}
