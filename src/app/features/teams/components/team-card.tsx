import { useId } from 'react';
import type { Team } from '../../../../contract/teams.ts';
import { fr } from '../fr.ts';
import { teamView } from '../team-view.ts';

/** docs/product-rules.md §7: the team's name, its referent, how many members and who (« Inconnu » if not found). */
export function TeamCard({
  team,
  onEdit,
  onDelete,
}: {
  team: Team;
  /** Admin only. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const headingId = useId();
  const view = teamView(team);
  const referent = view.referent === undefined ? fr.noReferent : (view.referent ?? fr.unknown);
  return (
    <li className="card team-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="team-card__name">
        {team.name}
      </h2>
      <dl className="facts facts--colon team-card__facts">
        <div>
          <dt>{fr.referent}</dt>
          <dd>{referent}</dd>
        </div>
        <div>
          <dt>{fr.membersTitle}</dt>
          <dd>{fr.memberCount(view.members.length)}</dd>
        </div>
      </dl>
      {view.members.length > 0 ? (
        <ul className="team-card__members" aria-label={`${fr.membersTitle} : ${team.name}`}>
          {view.members.map((member) => (
            <li key={member.id} className="team-card__member">
              {member.name ?? fr.unknown}
            </li>
          ))}
        </ul>
      ) : null}
      {onEdit && onDelete ? (
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onEdit}>
            {fr.edit}
            <span className="visually-hidden"> {team.name}</span>
          </button>
          <button type="button" className="button button--danger" onClick={onDelete}>
            {fr.delete}
            <span className="visually-hidden"> {team.name}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
