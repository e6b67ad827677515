import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Role } from '../../../../contract/common.ts';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { GuardedButton } from '../../../ui/guarded-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useTapGuard } from '../../../ui/use-tap-guard.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { hoursToValidateQueryOptions } from '../api/missions-to-validate.ts';
import { useValidateMission } from '../api/validate-mission.ts';
import { fr } from '../fr.ts';
import { ContestDialog } from './contest-dialog.tsx';
import { HoursCard } from './hours-card.tsx';
import '../hours.css';

/** A titled list of missions, its empty sentence when it has none. */
function HoursSection({
  title,
  intro,
  missions,
  emptyText,
  children,
}: {
  title: string;
  intro?: string;
  missions: readonly Prestation[];
  emptyText: string;
  children: (mission: Prestation) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="hours-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="hours-section__title" tabIndex={-1}>
        {title}{' '}
        {missions.length > 0 ? (
          <span className="hours-section__count">{fr.count(missions.length)}</span>
        ) : null}
      </h2>
      {intro && missions.length > 0 ? <p className="hours-section__intro">{intro}</p> : null}
      {missions.length === 0 ? (
        <p className="empty-text card">{emptyText}</p>
      ) : (
        <ul className="card-list hours-list" aria-labelledby={titleId}>
          {missions.map(children)}
        </ul>
      )}
    </section>
  );
}

/**
 * « Heures à valider » (/heures-a-valider). The establishment signs off its completed
 * missions' hours in one tap, or contests them with the times it proposes; what it contested
 * waits for the administrator below. The administrator sees the contests first and settles
 * each by keeping the declared hours or correcting them (`onCorrect`: the mission screens'
 * « Corriger les heures », given by the route), then the hours still awaiting an answer.
 */
export function HoursScreen({
  role,
  onCorrect,
  onValidated,
}: {
  role: Extract<Role, 'admin' | 'institution'>;
  onCorrect?: (mission: Prestation) => void;
  /** After a sign-off went through (the route offers the optional rating). */
  onValidated?: (mission: Prestation) => void;
}) {
  usePageTitle(fr.title);
  const isAdmin = role === 'admin';
  const hours = useQuery(hoursToValidateQueryOptions());
  const validate = useValidateMission();
  const [contesting, setContesting] = useState<Prestation | null>(null);

  useErrorToast(hours.error, fr.loadFailed, 'hours-load-error');

  /**
   * One tap: the card leaves at once. The promise, not `mutate`'s callbacks, says how it went:
   * the card is gone before they would run.
   */
  function onValidate(mission: Prestation, done: string) {
    validate.mutateAsync(mission.id).then(
      () => {
        toast.success(done, { toastId: `validated-${mission.id}` });
        onValidated?.(mission);
      },
      (error: unknown) => toast.error(errorMessage(error, fr.validateFailed)),
    );
  }

  const busy = (mission: Prestation) => validate.isPending && validate.variables === mission.id;
  const data = hours.data;
  // The cards move when one is signed off or a refresh brings others: for a second after, no
  // button takes a tap (the next card's « Valider » slides under the finger).
  const guard = useTapGuard(
    data
      ? [...data.contested, ...data.awaiting].map((m) => `${m.id}:${m.validation}`).join('|')
      : '',
  );

  return (
    <section className="page hours" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={isAdmin ? fr.subtitleAdmin : fr.subtitleInstitution} />
      {hours.isPending ? <Spinner /> : null}
      {hours.isError ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {data && !isAdmin ? (
        <>
          <HoursSection
            title={fr.awaitingTitle}
            missions={data.awaiting}
            emptyText={data.contested.length > 0 ? fr.emptyAwaiting : fr.emptyInstitution}
          >
            {(mission) => (
              <HoursCard
                key={mission.id}
                mission={mission}
                showInstitution={false}
                actions={
                  <>
                    <GuardedButton
                      guard={guard}
                      className="button"
                      disabled={busy(mission)}
                      onClick={() => onValidate(mission, fr.validated)}
                    >
                      {busy(mission) ? fr.validating : fr.validate}
                      <span className="visually-hidden"> — {mission.name}</span>
                    </GuardedButton>
                    <GuardedButton
                      guard={guard}
                      className="button button--ghost"
                      onClick={() => setContesting(mission)}
                    >
                      {fr.contest}
                      <span className="visually-hidden"> — {mission.name}</span>
                    </GuardedButton>
                  </>
                }
              />
            )}
          </HoursSection>
          {data.contested.length > 0 ? (
            <HoursSection
              title={fr.contestedTitleInstitution}
              intro={fr.contestedIntroInstitution}
              missions={data.contested}
              emptyText={fr.emptyContestedInstitution}
            >
              {(mission) => (
                <HoursCard key={mission.id} mission={mission} showInstitution={false} />
              )}
            </HoursSection>
          ) : null}
          <ContestDialog mission={contesting} onClose={() => setContesting(null)} />
        </>
      ) : null}
      {data && isAdmin ? (
        <>
          <HoursSection
            title={fr.contestsTitle}
            missions={data.contested}
            emptyText={fr.emptyContests}
          >
            {(mission) => (
              <HoursCard
                key={mission.id}
                mission={mission}
                showInstitution
                longActions
                actions={
                  <>
                    {onCorrect ? (
                      <GuardedButton
                        guard={guard}
                        className="button"
                        onClick={() => onCorrect(mission)}
                      >
                        {fr.correct}
                        <span className="visually-hidden"> — {mission.name}</span>
                      </GuardedButton>
                    ) : null}
                    <GuardedButton
                      guard={guard}
                      className="button button--ghost"
                      disabled={busy(mission)}
                      onClick={() => onValidate(mission, fr.kept)}
                    >
                      {busy(mission) ? fr.validating : fr.keepDeclared}
                      <span className="visually-hidden"> — {mission.name}</span>
                    </GuardedButton>
                  </>
                }
              />
            )}
          </HoursSection>
          <HoursSection
            title={fr.awaitingTitleAdmin}
            intro={fr.awaitingIntroAdmin}
            missions={data.awaiting}
            emptyText={fr.emptyAwaitingAdmin}
          >
            {(mission) => (
              <HoursCard
                key={mission.id}
                mission={mission}
                showInstitution
                actions={
                  <GuardedButton
                    guard={guard}
                    className="button button--ghost"
                    disabled={busy(mission)}
                    onClick={() => onValidate(mission, fr.validated)}
                  >
                    {busy(mission) ? fr.validating : fr.validate}
                    <span className="visually-hidden"> — {mission.name}</span>
                  </GuardedButton>
                }
              />
            )}
          </HoursSection>
        </>
      ) : null}
    </section>
  );
}
