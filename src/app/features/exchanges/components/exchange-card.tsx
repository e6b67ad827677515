import { useId } from 'react';
import type { Exchange } from '../../../../contract/exchanges.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { formatInstantDateTime } from '../../../ui/format.ts';
import { formatPeriod } from '../format.ts';
import { fr, statusLabels } from '../fr.ts';

const statusTones: Record<Exchange['status'], BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

/**
 * One request (docs/product-rules.md §7): received or sent, the colleague, its status, the mission concerned,
 * the reason and when it was made; « Accepter » / « Refuser » when it awaits my answer.
 */
export function ExchangeCard({
  exchange,
  busy,
  onRespond,
}: {
  exchange: Exchange;
  busy: boolean;
  onRespond: (accept: boolean) => void;
}) {
  const headingId = useId();
  const received = exchange.direction === 'received';
  const mission = exchange.prestation;
  return (
    <li className="card exchange-card" aria-labelledby={headingId}>
      <div className="exchange-card__top">
        <Badge tone={received ? 'info' : 'neutral'}>{received ? fr.received : fr.sent}</Badge>
        <Badge tone={statusTones[exchange.status]}>{statusLabels[exchange.status]}</Badge>
      </div>
      <h2 id={headingId} className="exchange-card__mission">
        {mission.name}
      </h2>
      <dl className="facts facts--colon">
        <div>
          <dt>{received ? fr.from : fr.to}</dt>
          <dd>{exchange.counterpart_name}</dd>
        </div>
        <div>
          <dt>{fr.mission}</dt>
          <dd>{formatPeriod(mission.dateStart, mission.dateEnd)}</dd>
        </div>
        <div>
          <dt>{fr.reason}</dt>
          <dd className={exchange.reason ? 'exchange-card__reason' : 'exchange-card__none'}>
            {exchange.reason || fr.noReason}
          </dd>
        </div>
        <div>
          <dt>{fr.createdAt}</dt>
          <dd>
            <time dateTime={exchange.created_at}>{formatInstantDateTime(exchange.created_at)}</time>
          </dd>
        </div>
      </dl>
      {received && exchange.status === 'pending' ? (
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => onRespond(true)}>
            {fr.accept}
            <span className="visually-hidden"> {mission.name}</span>
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => onRespond(false)}
          >
            {fr.refuse}
            <span className="visually-hidden"> {mission.name}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
