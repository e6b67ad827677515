import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import type { Institution } from '../../../../contract/institutions.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { institutionsQueryOptions } from '../api/get-institutions.ts';
import { fr } from '../fr.ts';
import { canEditInstitution } from '../institution-form.ts';
import '../institutions.css';
import { InstitutionCard } from './institution-card.tsx';
import { InstitutionEditDialog } from './institution-edit-dialog.tsx';

/** /institutions: the directory of establishments with their tariffs (spec §2). */
export function InstitutionList({ viewer }: { viewer: User }) {
  usePageTitle(fr.title);
  const institutions = useQuery(institutionsQueryOptions());
  const [editing, setEditing] = useState<Institution | null>(null);

  const failed = institutions.isError;
  useEffect(() => {
    if (failed) toast.error(fr.loadFailed, { toastId: 'institutions-load-error' });
  }, [failed]);

  return (
    <section className="page" aria-labelledby="page-title">
      <div>
        <h1 id="page-title" className="page__title">
          {fr.title}
        </h1>
        <p className="page__subtitle">{fr.subtitle}</p>
      </div>
      {institutions.isPending ? <Spinner /> : null}
      {failed ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {institutions.data?.length === 0 ? <p className="empty-text">{fr.empty}</p> : null}
      {institutions.data && institutions.data.length > 0 ? (
        <ul className="institution-list">
          {institutions.data.map((institution) => (
            <InstitutionCard
              key={institution.id}
              institution={institution}
              onEdit={
                canEditInstitution(viewer, institution) ? () => setEditing(institution) : undefined
              }
            />
          ))}
        </ul>
      ) : null}
      <InstitutionEditDialog institution={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
