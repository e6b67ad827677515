import type { Prestation } from '../../../../contract/missions.ts';
import { durationGap, durationText, minutesBetween, timeOnDay } from '../format.ts';
import { fr } from '../fr.ts';

/**
 * The planned hours beside the declared ones (and, on a contested mission, the ones the
 * establishment proposes): a small table, read row by row, « Début », « Fin », « Durée ».
 */
export function HoursComparison({
  mission,
  proposed = false,
}: {
  mission: Prestation;
  /** Adds the « Proposé » column (a contest). */
  proposed?: boolean;
}) {
  const day = mission.dateStart;
  const declaredMinutes =
    mission.actual_duration ?? minutesBetween(mission.started_at, mission.ended_at);
  const proposedMinutes = minutesBetween(mission.proposed_started_at, mission.proposed_ended_at);
  const gap = durationGap(declaredMinutes, mission.dureeMinutes);
  return (
    <table className={proposed ? 'hours-table hours-table--three' : 'hours-table'}>
      <caption className="visually-hidden">{fr.hoursCaption(mission.name)}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{fr.colPlanned}</th>
          <th scope="col" className="hours-table__declared">
            {fr.colDeclared}
          </th>
          {proposed ? (
            <th scope="col" className="hours-table__proposed">
              {fr.colProposed}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{fr.rowStart}</th>
          <td>{timeOnDay(mission.dateStart, day)}</td>
          <td className="hours-table__declared">{timeOnDay(mission.started_at, day)}</td>
          {proposed ? (
            <td className="hours-table__proposed">{timeOnDay(mission.proposed_started_at, day)}</td>
          ) : null}
        </tr>
        <tr>
          <th scope="row">{fr.rowEnd}</th>
          <td>{timeOnDay(mission.dateEnd, day)}</td>
          <td className="hours-table__declared">{timeOnDay(mission.ended_at, day)}</td>
          {proposed ? (
            <td className="hours-table__proposed">{timeOnDay(mission.proposed_ended_at, day)}</td>
          ) : null}
        </tr>
        <tr>
          <th scope="row">{fr.rowDuration}</th>
          <td>{durationText(mission.dureeMinutes)}</td>
          <td className="hours-table__declared">
            {durationText(declaredMinutes)}
            {gap ? (
              <>
                {' '}
                <span className="hours-table__gap" aria-hidden="true">
                  {gap.text}
                </span>
                <span className="visually-hidden">, {gap.label}</span>
              </>
            ) : null}
          </td>
          {proposed ? (
            <td className="hours-table__proposed">{durationText(proposedMinutes)}</td>
          ) : null}
        </tr>
      </tbody>
    </table>
  );
}
