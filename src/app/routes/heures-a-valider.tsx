import { useState } from 'react';
import { Navigate } from 'react-router';
import type { Prestation } from '../../contract/missions.ts';
import { RatingDialog } from '../features/after-mission/components/rating-dialog.tsx';
import { fr as ratingFr } from '../features/after-mission/fr.ts';
import { HoursScreen } from '../features/hours/components/hours-screen.tsx';
import { CorrectActualsDialog } from '../features/missions/components/correct-actuals-dialog.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';

/**
 * /heures-a-valider: the establishment signs off or contests its completed missions' hours;
 * the administrator settles the contests, with the missions' « Corriger les heures » starting
 * from the times the establishment proposes. A professional has nothing to sign off.
 */
export function HeuresAValiderRoute() {
  const user = useSignedInUser();
  const [correcting, setCorrecting] = useState<Prestation | null>(null);
  // After « Valider », the optional rating of the professional (« Plus tard » closes it).
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
            if (mission.assigned_to !== null) setRating(mission.id);
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
