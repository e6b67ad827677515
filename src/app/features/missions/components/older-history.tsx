import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../../api/paged.ts';
import { KEPT_HISTORY_DAYS, historyHorizon } from '../../../offline/mission-window.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { ListMore } from '../../../ui/list-controls.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { formatShortDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * Under « Mes prestations »: the missions planned before the phone's horizon (the device keeps
 * the last `KEPT_HISTORY_DAYS` days), read from the server page by page when she asks — online
 * only, never stored on the device. `keptIds` are the missions the device shows already.
 */
export function OlderHistory({ keptIds }: { keptIds: ReadonlySet<string> }) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  // Fixed when the section opens: the query (and its pages) must not change under her.
  const [to] = useState(() => new Date(historyHorizon(Date.now())).toISOString());
  const pages = useInfiniteQuery({ ...pagedQuery('listMissions', { to }), enabled: open });
  const rows = pages.data?.filter((mission) => !keptIds.has(mission.id));

  return (
    <section className="mission-group older-history" aria-labelledby="older-history-title">
      <h2 id="older-history-title" className="mission-group__title">
        {fr.history.title}
      </h2>
      <p className="field__hint">{fr.history.intro(KEPT_HISTORY_DAYS)}</p>
      {!open ? (
        online ? (
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            {fr.history.show}
          </button>
        ) : (
          <p className="field__hint">{fr.history.offline}</p>
        )
      ) : (
        <ListStates
          query={{ ...pages, data: rows }}
          failedText={fr.history.failed}
          emptyText={fr.history.empty}
          emptyClassName="empty-text card"
        >
          {(list) => (
            <>
              <ul className="card-list older-history__list">
                {list.map((mission) => (
                  <li key={mission.id} className="card older-history__row">
                    <span className="older-history__name">{mission.name}</span>
                    <StatusBadge status={mission.status} />
                    <span className="older-history__when">
                      {formatShortDateTime(mission.dateStart)}
                      {mission.etablissement_name ? ` · ${mission.etablissement_name}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <ListMore
                countText={fr.shownCount(list.length)}
                pages={pages}
                offline={!online}
                offlineText={fr.history.offline}
              />
            </>
          )}
        </ListStates>
      )}
    </section>
  );
}
