import { toast } from 'react-toastify/unstyled';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { Prestation } from '../../contract/missions.ts';
import { RatingDialog } from '../features/after-mission/components/rating-dialog.tsx';
import { fr as ratingFr } from '../features/after-mission/fr.ts';
import { HoursScreen } from '../features/hours/components/hours-screen.tsx';
import { CorrectActualsDialog } from '../features/missions/components/correct-actuals-dialog.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';

/** A toast with « Noter le soignant »: it goes by itself; tapped, it opens the rating dialog. */
function offerRating(mission: Prestation, open: (id: string) => void) {
  toast.info(
    ({ closeToast }) => (
      <div className="undo-toast">
        <span>{ratingFr.ratePrompt(mission.name)}</span>
        <button
          type="button"
          className="button button--ghost undo-toast__button"
          onClick={() => {
            closeToast();
            open(mission.id);
          }}
        >
          {ratingFr.rateNurse}
        </button>
      </div>
    ),
    { toastId: `rate-${mission.id}`, autoClose: 10_000, closeOnClick: false },
  );
}

/**
 * /heures-a-valider: the establishment signs off or contests its completed missions' hours;
 * the administrator settles the contests, with the missions' « Corriger les heures » starting
 * from the times the establishment proposes. A professional has nothing to sign off.
 */
export function HeuresAValiderRoute() {
  const user = useSignedInUser();
  const [correcting, setCorrecting] = useState<Prestation | null>(null);
  // After « Valider », the optional rating of the professional: offered in a toast (never a
  // modal in the way of the next card's « Valider »), its dialog closed by « Plus tard ».
  const [rating, setRating] = useState<string | null>(null);
  if (user.role !== 'institution' && user.role !== 'admin') {
    return <Navigate to={homePathFor(user.role)} replace />;
  }
  if (user.role === 'institution') {
    return (
      <>
        <HoursScreen
          role="institution"
          onValidated={(mission) => {
            if (mission.assigned_to !== null) offerRating(mission, setRating);
          }}
        />
        <RatingDialog
          missionId={rating}
          title={ratingFr.rateNurse}
          onClose={() => setRating(null)}
        />
      </>
    );
  }
  return (
    <>
      <HoursScreen role="admin" onCorrect={setCorrecting} />
      <CorrectActualsDialog mission={correcting} fromProposal onClose={() => setCorrecting(null)} />
    </>
  );
}
