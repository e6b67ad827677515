import { usePageTitle } from '../../../ui/use-page-title.ts';
import { fr } from '../fr.ts';

/** The administrator's dashboard; its figures (PRODUCT §6) arrive with the stats endpoint. */
export function AdminDashboard() {
  usePageTitle(fr.adminTitle);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {fr.adminTitle}
      </h1>
      <p className="card coming-soon">{fr.comingSoon}</p>
    </section>
  );
}
