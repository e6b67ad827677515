import { startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { LocalMission } from '../../../offline/db.ts';
import { fr as offlineFr } from '../../../offline/fr.ts';
import { useListSnapshot } from '../../../offline/list-snapshot.ts';
import { useMyMissions } from '../../../offline/use-my-missions.ts';
import { useOutboxState } from '../../../offline/use-outbox-state.ts';
import { OfflineBanner } from '../../../ui/offline-banner.tsx';
import { SessionContext } from '../../../session/session-context.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { fr } from '../fr.ts';
import { useMissionActions } from '../hooks/use-mission-actions.ts';
import { useNow } from '../hooks/use-now.ts';
import { useTapGuard } from '../../../ui/use-tap-guard.ts';
import { firstCards, missionGroup, sortMissions, type MissionGroup } from '../mission-order.ts';
import { cardsLayout } from '../../../ui/tap-guard.ts';
import { canWithdraw } from '../withdraw.ts';
import { MyMissionCard } from './my-mission-card.tsx';
import { OlderHistory } from './older-history.tsx';
import { WeekAgenda } from './week-agenda.tsx';
import { WithdrawMissionButton } from './withdraw-mission.tsx';
import '../missions.css';

const GROUPS: readonly { group: MissionGroup; title: string }[] = [
  { group: 'in_progress', title: fr.groups.inProgress },
  { group: 'upcoming', title: fr.groups.upcoming },
  { group: 'past', title: fr.groups.past },
];

/**
 * Cards in the screen's first render: the first screenful and more. The others follow at once,
 * in a transition (React renders them in slices, a tap goes first), so that her next mission
 * shows without waiting for a hundred cards and the week to be built; measured offline in
 * `bench/cold-open.ts`.
 */
const FIRST_CARDS = 12;

/**
 * « Mes prestations » (docs/product-rules.md §2): the professional's missions, read from the
 * device and refreshed from the server when online, grouped as in progress, upcoming (soonest
 * first) and past. Accept / start / end go through the outbox: they work offline too; « Me
 * retirer » (more than 48 h ahead, docs/product-rules.md §10) is a plain call.
 */
export function MyMissions({
  renderExtraActions,
}: {
  /** Lets the route add actions to a card without this feature knowing them. */
  renderExtraActions?: (mission: LocalMission) => ReactNode;
} = {}) {
  usePageTitle(fr.myTitle);
  const view = useMyMissions();
  const outbox = useOutboxState();
  const actions = useMissionActions(outbox.rejected);
  const now = useNow();
  // On a phone, the cards or the week; on a wide screen both, side by side.
  const [shown, setShown] = useState<'list' | 'week'>('list');

  // The first render with cards shows the first ones; the rest follow in a transition.
  const [allCards, setAllCards] = useState(false);
  const listed = (view.missions?.length ?? 0) > 0;
  useEffect(() => {
    if (listed && !allCards) startTransition(() => setAllCards(true));
  }, [listed, allCards]);

  // A copy of the list painted before the app started (offline) goes once this one is drawn;
  // the screen as she sees it is kept for her next offline start.
  const userId = useContext(SessionContext)?.user?.id;
  useListSnapshot(userId, view.missions !== undefined);

  const { error } = view;
  useEffect(() => {
    if (error) toast.error(error, { toastId: 'my-missions-load-error' });
  }, [error]);

  const groups = useMemo(() => {
    const sorted = sortMissions(view.missions ?? []);
    return GROUPS.map(({ group, title }) => ({
      group,
      title,
      missions: sorted.filter((m) => missionGroup(m.status) === group),
    })).filter(({ missions }) => missions.length > 0);
  }, [view.missions]);

  const shownGroups = firstCards(groups, allCards ? Number.POSITIVE_INFINITY : FIRST_CARDS);

  // A refusal about a mission no longer listed (reassigned, removed) must still be read.
  const shownIds = new Set((view.missions ?? []).map((m) => m.id));
  const orphanRefusals = outbox.rejected.filter((r) => !shownIds.has(r.prestation_id));

  // The screen as it stands, top to bottom: the lines above the cards, then the cards. When
  // this changes, a card moved under her finger, and no action button takes a tap for a second.
  const layout = [
    view.offlineBanner ?? '',
    outbox.authMessage ?? '',
    outbox.updateMessage ?? '',
    view.error ?? '',
    orphanRefusals.length,
    cardsLayout(
      groups.flatMap(({ missions }) =>
        missions.map((m) => ({
          ...m,
          refusals: outbox.rejected.filter((r) => r.prestation_id === m.id).length,
        })),
      ),
    ),
  ].join('#');
  const guard = useTapGuard(layout);

  /** A block of the week tapped: back to the cards, on that mission's. */
  function openCard(missionId: string) {
    setShown('list');
    requestAnimationFrame(() => {
      const card = document.getElementById(`mission-card-${missionId}`);
      card?.scrollIntoView({ block: 'start' });
      card?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    });
  }

  /** The route's actions, then « Me retirer » while she may still give the mission back. */
  function extraActionsOf(mission: LocalMission): ReactNode {
    const extra = renderExtraActions?.(mission);
    const withdraw = canWithdraw(mission, now) ? <WithdrawMissionButton mission={mission} /> : null;
    if (!extra && !withdraw) return null;
    return (
      <>
        {extra}
        {withdraw}
      </>
    );
  }

  return (
    <section className="page my-missions" aria-labelledby="page-title">
      <PageHeader title={fr.myTitle} subtitle={fr.mySubtitle} />
      <OfflineBanner text={view.offlineBanner} />
      {outbox.authMessage ? (
        <p className="inline-error" role="alert">
          {outbox.authMessage}
        </p>
      ) : null}
      {outbox.updateMessage ? (
        <p className="inline-error" role="alert">
          {outbox.updateMessage}
        </p>
      ) : null}
      {view.error ? <p className="inline-error">{view.error}</p> : null}
      {view.missions
        ? orphanRefusals.map((refusal) => (
            <div key={refusal.client_action_id} className="mission-card__refusal" role="alert">
              <div>
                <p className="mission-card__refusal-title">
                  {fr.refused(refusal.kind_label)}
                  {refusal.mission_name ? ` — ${refusal.mission_name}` : ''}
                </p>
                <p>{refusal.detail}</p>
              </div>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void outbox.dismiss(refusal.client_action_id)}
              >
                {fr.dismiss}
              </button>
            </div>
          ))
        : null}
      {view.missions === undefined || (view.missions.length === 0 && view.refreshing) ? (
        <Spinner />
      ) : null}
      {view.missions && view.missions.length === 0 && !view.refreshing && !view.error ? (
        <p className="empty-text card">{fr.myEmpty}</p>
      ) : null}
      {view.missions && view.missions.length > 0 ? (
        <div className="my-missions__layout" data-shown={shown}>
          <div className="my-missions__switch" role="group" aria-label={fr.agenda.view}>
            <button
              type="button"
              className="my-missions__switch-button"
              aria-pressed={shown === 'list'}
              onClick={() => setShown('list')}
            >
              {fr.agenda.list}
            </button>
            <button
              type="button"
              className="my-missions__switch-button"
              aria-pressed={shown === 'week'}
              onClick={() => setShown('week')}
            >
              {fr.agenda.week}
            </button>
          </div>
          <div className="my-missions__list">
            {shownGroups.map(({ group, title, count, missions }) => (
              <section key={group} className="mission-group" aria-labelledby={`group-${group}`}>
                <h2 id={`group-${group}`} className="mission-group__title">
                  {title} <span className="mission-group__count">({count})</span>
                </h2>
                <ul className="card-list">
                  {missions.map((mission) => (
                    <MyMissionCard
                      key={mission.id}
                      mission={mission}
                      now={now}
                      rejected={outbox.rejected.filter((r) => r.prestation_id === mission.id)}
                      busy={actions.isBusy(mission.id)}
                      guard={guard}
                      pendingSyncLabel={offlineFr.pendingSync}
                      onAction={(kind, at) => void actions.run(mission.id, kind, at)}
                      extraActions={extraActionsOf(mission)}
                      onDismiss={(id) => void outbox.dismiss(id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="my-missions__agenda">
            {allCards ? <WeekAgenda missions={view.missions} now={now} onOpen={openCard} /> : null}
          </div>
        </div>
      ) : null}
      {view.missions && view.hasSession ? <OlderHistory keptIds={shownIds} /> : null}
    </section>
  );
}
