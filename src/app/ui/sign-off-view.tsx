import { Badge } from './badge.tsx';
import { lateEndOf, signOffFr, signOffOf, tapDistances, type SignOffView } from './sign-off.ts';
import type { Prestation } from '../../contract/missions.ts';
import './styles/sign-off.css';

/** « À valider », « Validée », « Validée automatiquement » or « Contestée »; nothing before the end. */
export function SignOffBadge({
  mission,
}: {
  mission: Pick<Prestation, 'validation'> & Partial<Pick<Prestation, 'validated_by'>>;
}) {
  const view: SignOffView | null = signOffOf(mission);
  if (view === null) return null;
  return <Badge tone={view.tone}>{view.label}</Badge>;
}

/**
 * « Fin déclarée 6 jours après le début : à confirmer »: a late end the establishment has not
 * confirmed or corrected yet, as a warning with its mark (never the colour alone). Nothing
 * otherwise.
 */
export function LateEndFlag({
  mission,
}: {
  mission: Pick<Prestation, 'hours_flag' | 'started_at' | 'ended_at'>;
}) {
  const label = lateEndOf(mission);
  if (label === null) return null;
  return (
    <p className="late-end">
      <span className="late-end__flag" aria-hidden="true">
        !
      </span>
      <span>{label}</span>
    </p>
  );
}

/**
 * « Début à 90 m de l'établissement », « Fin à 1,2 km de l'établissement »: one line each,
 * those from 500 m highlighted and marked « Loin ». Nothing when no distance is known.
 */
export function TapDistances({
  mission,
}: {
  mission: Pick<Prestation, 'start_distance_m' | 'end_distance_m'>;
}) {
  const taps = tapDistances(mission);
  if (taps.length === 0) return null;
  return (
    <ul className="tap-distances">
      {taps.map((tap) => (
        <li key={tap.kind} className={tap.far ? 'tap-distance tap-distance--far' : 'tap-distance'}>
          {tap.far ? (
            <span className="tap-distance__flag" aria-hidden="true">
              !
            </span>
          ) : null}
          <span className="tap-distance__text">
            {tap.text}
            {tap.far ? (
              <>
                {' '}
                <span className="tap-distance__far">{signOffFr.far}</span>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
