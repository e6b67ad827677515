import { useQuery } from '@tanstack/react-query';
import { myRatingQuery } from '../api.ts';
import { fr } from '../fr.ts';
import '../after-mission.css';

/** Her own average and count on her profile; never a comment. */
export function MyRatingSummary() {
  const rating = useQuery(myRatingQuery());
  if (!rating.data) return null;
  const { average, count } = rating.data;
  return (
    <section className="card after-mission-card" aria-labelledby="my-rating-title">
      <h2 id="my-rating-title" className="after-mission-card__title">
        {fr.myRatingTitle}
      </h2>
      <p className="my-rating">
        {average === null || count === 0
          ? fr.myRatingNone
          : fr.myRating(average.toLocaleString('fr-FR', { maximumFractionDigits: 1 }), count)}
      </p>
    </section>
  );
}
