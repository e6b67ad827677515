import { useState } from 'react';
import type { Prestation, SignalKind } from '../../../../contract/missions.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { appTimeZone, zonedDateTimeFormat } from '../../../ui/time-zone.ts';
import { confirmedEndStep, endStep, questionParts } from '../end-confirmation.ts';
import { actionTexts, fr } from '../fr.ts';
import type { TapGuardView } from '../../../ui/use-tap-guard.ts';
import { useInstantPassed } from '../hooks/use-now.ts';
import { actionButton } from '../mission-action.ts';

const clock = zonedDateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

type ActionMission = Pick<
  Prestation,
  'id' | 'name' | 'status' | 'dateStart' | 'dateEnd' | 'started_at' | 'dureeMinutes'
>;

/**
 * The next action of a professional's mission as one big button, safe for a nurse in a hurry:
 * - before the start window it is disabled and says when it opens (« Possible à partir de
 *   20:00 »), turning into « Commencer » by itself at that time (device clock, offline too);
 * - « Terminer » far from the planned end asks first (« Terminer maintenant ? 2 h 11 sur 7 h 00
 *   prévues »), and records the time of the first tap (see `confirmedEndStep`);
 * - after a card moved, the screen's tap guard refuses taps for a second (`aria-disabled`).
 * `onAction` gets the kind and the tap's time.
 */
export function MissionActionButton({
  mission,
  now,
  guard,
  busy,
  onAction,
}: {
  mission: ActionMission;
  now: number;
  guard: TapGuardView;
  /** Its tap is being stored. */
  busy: boolean;
  onAction: (kind: SignalKind, at: number) => void;
}) {
  const computed = actionButton(mission, now, appTimeZone());
  const opened = useInstantPassed(computed?.opensAt ?? null, now);
  const [asked, setAsked] = useState<{ at: number; question: string; late: boolean } | null>(null);
  if (!computed) return null;
  const button =
    computed.opensAt !== null && opened
      ? { kind: computed.kind, label: actionTexts.start.button, opensAt: null }
      : computed;
  const waiting = button.opensAt !== null;
  // The question is about this mission in progress: gone as soon as it is no longer.
  const asking = asked !== null && mission.status === 'in_progress';

  function tap() {
    if (!guard.accepts()) return;
    const at = Date.now();
    guard.hold();
    if (button.kind === 'end') {
      const step = endStep(mission, at);
      if (step.kind === 'confirm') {
        setAsked(step);
        return;
      }
    }
    onAction(button.kind, at);
  }

  function confirm() {
    if (!asked || !guard.accepts()) return;
    const step = confirmedEndStep(mission, asked.at, Date.now());
    guard.hold();
    if (step.kind === 'confirm') {
      // Stale: asked again about now, with the hours worked until now.
      setAsked(step);
      return;
    }
    setAsked(null);
    onAction('end', step.at);
  }

  const dateEnd = Date.parse(mission.dateEnd);
  const question = questionParts(asked?.question ?? '');
  return (
    <>
      <button
        type="button"
        className={`button button--block mission-card__action mission-card__action--${button.kind}${
          waiting ? ' mission-card__action--waiting' : ''
        }`}
        disabled={busy || waiting}
        aria-disabled={guard.guarded || undefined}
        onClick={tap}
      >
        {button.label}
        <span className="visually-hidden"> {mission.name}</span>
      </button>
      {button.kind === 'end' ? (
        // Kept mounted: the native dialog gives the focus back to « Terminer » when it closes.
        <Dialog open={asking} title={question.ask} onClose={() => setAsked(null)}>
          <div className="dialog-body end-confirm">
            {question.figures ? <p className="end-confirm__figures">{question.figures}</p> : null}
            {asked?.late ? <p className="end-confirm__late">{fr.endConfirmLate}</p> : null}
            <p className="end-confirm__detail">
              {fr.endConfirmDetail(
                asked ? clock.format(asked.at) : '—',
                Number.isFinite(dateEnd) ? clock.format(dateEnd) : '—',
              )}
            </p>
            <div className="end-confirm__buttons">
              <button
                type="button"
                className="button button--block mission-card__action mission-card__action--end"
                aria-disabled={guard.guarded || undefined}
                onClick={confirm}
              >
                {fr.endConfirmYes}
              </button>
              <button
                type="button"
                className="button button--block button--ghost"
                onClick={() => setAsked(null)}
              >
                {fr.endConfirmNo}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
