import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import type { Prestation } from '../../../../contract/missions.ts';
import { pagedQuery } from '../../../api/paged.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { ListMore, useDebounced } from '../../../ui/list-controls.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { fr } from '../fr.ts';
import {
  hasMissionFilter,
  missionFilterQuery,
  missionListFromParams,
  missionListToParams,
  type MissionFilterValues,
  type MissionSortValue,
} from '../mission-filters.ts';
import { CancelMissionDialog } from './cancel-mission-dialog.tsx';
import { CorrectActualsDialog } from './correct-actuals-dialog.tsx';
import { MissionCard } from './mission-card.tsx';
import { MissionFiltersBar } from './mission-filters-bar.tsx';
import { MissionsDenseTable } from './missions-dense-table.tsx';
import { NewMissionForm } from './new-mission-form.tsx';
import { institutionIdOf } from '../../../session/acting-for.ts';
import '../missions.css';

/**
 * /prestations for the admin and the establishments (docs/product-rules.md §2): a
 * « Nouvelle prestation » form behind a toggle, a search box and filters (docs/product-rules.md
 * §14), then the missions in the server's order (soonest first by default, filters and order
 * kept in the address): a dense table from 1300 px, cards below; the first 50, « Voir plus »
 * for the next page.
 */
export function MissionsManagement({
  user,
  renderActions,
}: {
  user: Pick<User, 'id' | 'role'>;
  /** Lets the route add actions to a card without this feature knowing them. */
  renderActions?: (mission: Prestation) => ReactNode;
}) {
  usePageTitle(fr.managementTitle);
  const isAdmin = user.role === 'admin';
  // The filters and the order live in the address: a link (« À pourvoir » on the dashboard),
  // a reload or the back button shows the same list.
  // Held here (typing stays instant) and copied into the address, replacing its entry.
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState(() => missionListFromParams(params));
  const { filters, sort } = list;
  const written = missionListToParams(filters, sort).toString();
  useEffect(() => {
    if (written !== params.toString()) setParams(new URLSearchParams(written), { replace: true });
  }, [written, params, setParams]);
  const setFilters = (next: MissionFilterValues) => setList({ filters: next, sort });
  const setSort = (next: MissionSortValue) => setList({ filters, sort: next });
  const dense = useMediaQuery('(min-width: 1300px)');
  const search = useDebounced(filters.q);
  const query = useMemo(
    () => ({ ...missionFilterQuery({ ...filters, q: search }, appTimeZone()), sort }),
    [filters, search, sort],
  );
  const pages = useInfiniteQuery({
    ...pagedQuery('listMissions', query),
    placeholderData: keepPreviousData,
  });
  // In the server's order (soonest first unless the address says otherwise), page after page:
  // sorting each loaded page again would put page two's missions among page one's.
  const missions = pages;
  const online = useOnline();
  const [formOpen, setFormOpen] = useState(false);
  const [cancelling, setCancelling] = useState<Prestation | null>(null);
  const [correcting, setCorrecting] = useState<Prestation | null>(null);
  const formId = useId();

  useErrorToast(missions.error, fr.managementLoadFailed, 'missions-load-error');

  // A member of an establishment sees its missions as its own: the establishment's id.
  const actingId = institutionIdOf(user) ?? user.id;
  const viewer = useMemo(() => ({ id: actingId, role: user.role }), [actingId, user.role]);

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.managementTitle}
        subtitle={isAdmin ? fr.managementSubtitleAdmin : fr.managementSubtitleInstitution}
        className="page-header page-head"
        actions={
          <button
            type="button"
            className="button"
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen((open) => !open)}
          >
            {fr.newMission}
          </button>
        }
      />
      {formOpen ? (
        <NewMissionForm id={formId} isAdmin={isAdmin} onDone={() => setFormOpen(false)} />
      ) : null}
      <MissionFiltersBar
        values={filters}
        onChange={setFilters}
        isAdmin={isAdmin}
        sort={sort}
        onSort={setSort}
      />
      <ListStates
        query={missions}
        failedText={fr.managementLoadFailed}
        emptyText={hasMissionFilter(filters) ? fr.filters.noMatch : fr.managementEmpty}
        emptyClassName="empty-text card"
      >
        {(missionsLoaded) => (
          <>
            {dense ? (
              <MissionsDenseTable
                missions={missionsLoaded}
                viewer={viewer}
                sort={sort}
                onSort={setSort}
                onCancel={setCancelling}
                onCorrect={setCorrecting}
                renderActions={renderActions}
              />
            ) : (
              <ul className="card-list mission-grid">
                {missionsLoaded.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    viewer={viewer}
                    onCancel={() => setCancelling(mission)}
                    onCorrect={() => setCorrecting(mission)}
                    extraActions={renderActions?.(mission)}
                  />
                ))}
              </ul>
            )}
            <ListMore
              countText={fr.shownCount(missionsLoaded.length)}
              pages={pages}
              offline={!online}
            />
          </>
        )}
      </ListStates>
      <CancelMissionDialog mission={cancelling} onClose={() => setCancelling(null)} />
      <CorrectActualsDialog mission={correcting} onClose={() => setCorrecting(null)} />
    </section>
  );
}
