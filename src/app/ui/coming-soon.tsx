import { fr } from './fr.ts';
import { SCREENS, type ScreenPath } from './menu-items.ts';
import { usePageTitle } from './use-page-title.ts';

/** The honest placeholder of a screen not built yet: its title and « Cette section arrive bientôt. » */
export function ComingSoon({ path }: { path: ScreenPath }) {
  const { title } = SCREENS[path];
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="card coming-soon">{fr.comingSoon}</p>
    </section>
  );
}
