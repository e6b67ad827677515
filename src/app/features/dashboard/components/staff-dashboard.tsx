import type { User } from '../../../../contract/auth.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { fr } from '../fr.ts';
import { greetingName } from '../greeting-name.ts';

/** The professional's dashboard (spec §2). Counters and quick actions come with their screens. */
export function StaffDashboard({ user }: { user: User }) {
  const title = fr.welcome(greetingName(user));
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
