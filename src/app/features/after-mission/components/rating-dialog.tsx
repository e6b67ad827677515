import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { RatingBody } from '../../../../contract/after-mission.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { formatInstantDateTime } from '../../../ui/format.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { missionRatingQuery, useRateMission } from '../api.ts';
import { fr } from '../fr.ts';
import '../after-mission.css';

/** Five stars as one radio group: arrows move, each star a 44 px target with its own name. */
function Stars({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  return (
    <fieldset className="stars" aria-invalid={error ? true : undefined}>
      <legend className="stars__legend">{fr.starsLegend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`stars__option${n <= value ? ' stars__option--on' : ''}`}>
          <input
            type="radio"
            name="stars"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={fr.stars(n)}
          />
          <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
        </label>
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RatingForm({ missionId, onDone }: { missionId: string; onDone: () => void }) {
  const state = useQuery(missionRatingQuery(missionId));
  const rate = useRateMission();
  const form = useZodForm();
  const mine = state.data?.rating ?? null;
  const [stars, setStars] = useState(mine?.stars ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [seeded, setSeeded] = useState(mine !== null);
  if (!seeded && mine) {
    setSeeded(true);
    setStars(mine.stars);
    setComment(mine.comment);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rate.isPending) return;
    if (stars === 0) {
      form.show({ fields: { stars: fr.chooseStars } });
      return;
    }
    const body = form.validate(RatingBody, { stars, comment });
    if (!body) return;
    rate.mutate(
      { id: missionId, body },
      {
        onSuccess: () => {
          toast.success(fr.rated, { toastId: `rated-${missionId}` });
          onDone();
        },
        onError: (error) => {
          if (!form.serverError(error, fr.rateFailed)) onDone();
        },
      },
    );
  }

  return (
    <form {...form.props} className="form-stack" onSubmit={submit}>
      <p className="field__hint">{fr.rateIntro}</p>
      <Stars value={stars} onChange={setStars} error={form.errors.stars} />
      <TextareaField
        label={fr.comment}
        name="comment"
        value={comment}
        maxLength={1000}
        onChange={(event) => setComment(event.target.value)}
        error={form.errors.comment}
      />
      {mine ? (
        <p className="field__hint">
          {fr.editableUntil(formatInstantDateTime(mine.editable_until))}
        </p>
      ) : null}
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.later}
        </button>
        <button type="submit" className="button" disabled={rate.isPending}>
          {rate.isPending ? fr.saving : fr.rate}
        </button>
      </div>
    </form>
  );
}

/** The quick, optional rating after the sign-off: never blocks, « Plus tard » closes it. */
export function RatingDialog({
  missionId,
  title,
  onClose,
}: {
  missionId: string | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={missionId !== null} title={title} onClose={onClose}>
      {missionId ? <RatingForm key={missionId} missionId={missionId} onDone={onClose} /> : null}
    </Dialog>
  );
}

/**
 * « Noter l'établissement » on her completed card once the hours are validated, while the
 * server says she may (`can_rate`: within 7 days of her first rating, or none yet).
 */
export function RateInstitutionButton({ missionId }: { missionId: string }) {
  const state = useQuery({ ...missionRatingQuery(missionId), staleTime: 60_000 });
  const [open, setOpen] = useState(false);
  if (!state.data?.can_rate) return null;
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {state.data.rating ? fr.rateEdit : fr.rateInstitution}
      </button>
      <RatingDialog
        missionId={open ? missionId : null}
        title={fr.rateInstitution}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
