import { useId } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Candidate } from '../../../../contract/staffing.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { roleLabels } from '../../../ui/fr.ts';
import { useToggleFavorite } from '../api/favorites.ts';
import { fr } from '../fr.ts';
import { splitCandidates, standingOf } from '../staffing.ts';

/**
 * « Ajouter à Mes soignants » / « Retirer de Mes soignants » beside a candidate: a star (filled
 * for a favourite) of 44 × 44 px at the end of her row, outside her label (a button inside a
 * radio's label would be a control in a control); its name says which.
 */
function CandidateFavorite({
  institutionId,
  candidate,
  name,
}: {
  institutionId: string;
  candidate: Candidate;
  name: string;
}) {
  const toggle = useToggleFavorite();
  const isFavorite = candidate.favorite === true;
  return (
    <button
      type="button"
      className="button button--ghost candidate__favorite"
      aria-pressed={isFavorite}
      title={isFavorite ? fr.favoriteRemove : fr.favoriteAdd}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { id: institutionId, userId: candidate.id, add: !isFavorite },
          {
            onSuccess: () =>
              toast.success(isFavorite ? fr.favoriteRemoved(name) : fr.favoriteAdded(name)),
            onError: (error) => toast.error(errorMessage(error, fr.favoriteFailed)),
          },
        )
      }
    >
      <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
      <span className="visually-hidden">
        {isFavorite ? fr.favoriteRemove : fr.favoriteAdd} — {name}
      </span>
    </button>
  );
}

/** Set aside by the establishment: she cannot be one of its favourites (the server says 409). */
const isSetAside = (candidate: Candidate) => candidate.reasons.includes(fr.setAsideReason);

function CandidateOption({
  candidate,
  group,
  checked,
  onChoose,
  institutionId,
}: {
  candidate: Candidate;
  group: string;
  checked: boolean;
  onChoose: (id: string) => void;
  institutionId: string | null;
}) {
  const standing = standingOf(candidate);
  const name = `${candidate.first_name} ${candidate.last_name}`.trim();
  return (
    <li className="candidates__row">
      {/* The whole row is the label: a thumb anywhere on it chooses her. */}
      <label className={`candidate candidate--${standing}`}>
        <input
          type="radio"
          className="candidate__radio"
          name={group}
          value={candidate.id}
          checked={checked}
          onChange={() => onChoose(candidate.id)}
        />
        <span className="candidate__who">
          <span className="candidate__name">{name}</span>
          <span className="candidate__role">{roleLabels[candidate.role]}</span>
          <span
            className={`badge badge--${candidate.verified ? 'success' : 'warning'} candidate__proof`}
          >
            {candidate.verified ? fr.proofVerified : fr.proofMissing}
          </span>
          {candidate.rating ? (
            <span className="candidate__role">
              {fr.candidateRating(candidate.rating.average, candidate.rating.count)}
            </span>
          ) : null}
        </span>
        {standing === 'ineligible' ? (
          <span className="candidate__reasons">
            {candidate.reasons.map((reason) => (
              <span key={reason} className="candidate__reason">
                {reason}
              </span>
            ))}
          </span>
        ) : (
          <span className={`badge badge--${standing === 'available' ? 'success' : 'info'}`}>
            {standing === 'available' ? fr.available : fr.free}
          </span>
        )}
      </label>
      {institutionId && candidate.favorite !== undefined && !isSetAside(candidate) ? (
        <CandidateFavorite institutionId={institutionId} candidate={candidate} name={name} />
      ) : null}
    </li>
  );
}

/**
 * The professionals for one mission as radio buttons (docs/product-rules.md §9): first those
 * who may take it, « Disponible » (a declared availability covers it) before « Libre », then
 * those who may not, each with her reasons in plain words. Choosing one of the latter is
 * allowed: the admin may then override, with a reason. Beside each name, whether she holds a
 * verified document (« Justificatif vérifié »): without one she cannot claim open missions,
 * but may still be assigned here.
 */
export function CandidatePicker({
  legend,
  institutionId = null,
  candidates,
  value,
  onChange,
  describedBy,
}: {
  /** Names the group for screen readers (« Soignant pour « Garde du matin » »). */
  legend: string;
  /** The mission's establishment: its « Mes soignants » can be changed from the list. */
  institutionId?: string | null;
  candidates: readonly Candidate[];
  value: string;
  onChange: (id: string) => void;
  /** The ids of what is said about the choice (a missing choice, the server's refusal). */
  describedBy: string | undefined;
}) {
  const group = useId();
  const { eligible, ineligible } = splitCandidates(candidates);
  const option = (candidate: Candidate) => (
    <CandidateOption
      key={candidate.id}
      candidate={candidate}
      group={group}
      checked={value === candidate.id}
      onChoose={onChange}
      institutionId={institutionId}
    />
  );
  return (
    <fieldset className="candidates" aria-describedby={describedBy}>
      <legend className="visually-hidden">{legend}</legend>
      {eligible.length > 0 ? (
        <>
          <p id={`${group}-can`} className="candidates__title">
            {fr.canTake} ({eligible.length})
          </p>
          <ul className="candidates__list" aria-labelledby={`${group}-can`}>
            {eligible.map(option)}
          </ul>
        </>
      ) : null}
      {ineligible.length > 0 ? (
        <>
          <p id={`${group}-cannot`} className="candidates__title candidates__title--cannot">
            {fr.cannotTake} ({ineligible.length})
          </p>
          <ul className="candidates__list" aria-labelledby={`${group}-cannot`}>
            {ineligible.map(option)}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}
