import type { ReactNode } from 'react';
import type { Prestation } from '../../../../contract/missions.ts';
import {
  formatDuration,
  punctuality,
  punctualityLabel,
} from '../../../../domain/missions/durations.ts';
import { LateEndFlag, SignOffBadge, TapDistances } from '../../../ui/sign-off-view.tsx';
import { tapDistances } from '../../../ui/sign-off.ts';
import { formatDateTime } from '../format.ts';
import { fr, requiredRoleLabels } from '../fr.ts';

/** « Retard de 0 h 15 », « Terminée 1 h 02 avant l'heure prévue », « À l'heure » — once a mission is completed. */
export function punctualityOf(mission: Prestation): string | null {
  if (mission.status !== 'completed' || mission.actual_duration === null) return null;
  return punctualityLabel(punctuality(mission.actual_duration, mission.dureeMinutes));
}

function Fact({
  term,
  block = false,
  children,
}: {
  term: string;
  /** A value that reads better under its term: a list, a sentence someone wrote. */
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={block ? 'mission-facts__row mission-facts__row--block' : 'mission-facts__row'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** « Affectation forcée : … »: the admin assigned someone the rules refused, and said why. */
export function ForcedAssignment({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="mission-card__forced">
      <strong>{fr.forcedAssignment}</strong> {reason}
    </p>
  );
}

/**
 * How far from the establishment the start and the end were tapped, where the sign-off of the
 * hours stands and, once contested, why and which hours the establishment proposes.
 */
function SignOffFacts({ mission }: { mission: Prestation }) {
  const contestedOnce = mission.contest_reason !== null;
  return (
    <>
      {tapDistances(mission).length > 0 ? (
        <Fact term={fr.tapPlace} block>
          <TapDistances mission={mission} />
        </Fact>
      ) : null}
      {mission.validation !== null ? (
        // A late end waiting for the establishment reads under the badge.
        <Fact term={fr.signOff} block={mission.hours_flag === 'late_end'}>
          <SignOffBadge mission={mission} />
          <LateEndFlag mission={mission} />
        </Fact>
      ) : null}
      {contestedOnce ? (
        <Fact term={fr.contestReason} block>
          <span className="mission-facts__reason">{mission.contest_reason}</span>
        </Fact>
      ) : null}
      {contestedOnce && mission.proposed_started_at !== null ? (
        <Fact term={fr.proposedHours} block>
          {formatDateTime(mission.proposed_started_at)} –{' '}
          {formatDateTime(mission.proposed_ended_at)}
        </Fact>
      ) : null}
    </>
  );
}

/**
 * What every mission card says (docs/product-rules.md §2): planned times and duration, establishment, assignee,
 * actual times once started, punctuality once completed. `contact` adds the establishment's
 * address and phone for the professional on her way there; `assignee` can be left out where it
 * is always the reader; `profile` adds « Profil recherché ». `signOff` (on unless turned off)
 * adds how far from the establishment the start and end were tapped and the hours' sign-off:
 * the professional sees the same facts about her own mission as the establishment does.
 * `place` and `punctuality` (on unless turned off) let a compact card that already shows the
 * establishment and the punctuality leave them out of its details.
 */
export function MissionFacts({
  mission,
  contact = false,
  assignee = true,
  profile = false,
  signOff = true,
  place: withPlace = true,
  punctuality: withPunctuality = true,
}: {
  mission: Prestation;
  contact?: boolean;
  assignee?: boolean;
  /** « Profil recherché », for those who manage the mission. */
  profile?: boolean;
  /** Distances of the taps and the sign-off of the hours. */
  signOff?: boolean;
  /** « Établissement »: left out where the card already shows it. */
  place?: boolean;
  /** « Ponctualité »: left out where the card already shows it. */
  punctuality?: boolean;
}) {
  const started = mission.started_at !== null;
  const onTime = withPunctuality ? punctualityOf(mission) : null;
  const place = mission.etablissement;
  return (
    <dl className="facts facts--colon">
      <Fact term={fr.plannedStart}>{formatDateTime(mission.dateStart)}</Fact>
      <Fact term={fr.plannedEnd}>{formatDateTime(mission.dateEnd)}</Fact>
      <Fact term={fr.plannedDuration}>{formatDuration(mission.dureeMinutes)}</Fact>
      {withPlace ? (
        <Fact term={fr.institution}>
          {mission.etablissement_name ?? place?.name ?? fr.noInstitution}
        </Fact>
      ) : null}
      {contact && place?.address ? <Fact term={fr.address}>{place.address}</Fact> : null}
      {contact && place?.phone ? (
        <Fact term={fr.phone}>
          <a
            className="mission-facts__phone"
            href={`tel:${place.phone.replace(/[^+\d]/g, '')}`}
            aria-label={fr.call(place.phone)}
          >
            {place.phone}
          </a>
        </Fact>
      ) : null}
      {profile ? (
        <Fact term={fr.requiredRole}>{requiredRoleLabels[mission.required_role]}</Fact>
      ) : null}
      {assignee ? <Fact term={fr.assignee}>{mission.assigned_name ?? fr.unassigned}</Fact> : null}
      {started ? (
        <>
          <Fact term={fr.actualStart}>{formatDateTime(mission.started_at)}</Fact>
          <Fact term={fr.actualEnd}>{formatDateTime(mission.ended_at)}</Fact>
          <Fact term={fr.actualDuration}>
            {mission.actual_duration === null ? '—' : formatDuration(mission.actual_duration)}
          </Fact>
        </>
      ) : null}
      {onTime ? (
        <Fact term={fr.punctuality}>
          <span className="mission-facts__punctuality">{onTime}</span>
        </Fact>
      ) : null}
      {signOff ? <SignOffFacts mission={mission} /> : null}
    </dl>
  );
}
