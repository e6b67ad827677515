import { Link } from 'react-router';
import { fr } from '../ui/fr.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

export function NotFoundRoute() {
  usePageTitle(fr.notFoundTitle);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {fr.notFoundTitle}
      </h1>
      <p>{fr.notFoundText}</p>
      <p>
        <Link to="/" className="button">
          {fr.backHome}
        </Link>
      </p>
    </section>
  );
}
