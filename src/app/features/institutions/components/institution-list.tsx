import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import type { Institution } from '../../../../contract/institutions.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { institutionsQueryOptions } from '../api/get-institutions.ts';
import { fr } from '../fr.ts';
import { canEditInstitution } from '../institution-form.ts';
import '../institutions.css';
import { InstitutionCard } from './institution-card.tsx';
import { InstitutionEditDialog } from './institution-edit-dialog.tsx';

/** /institutions: the directory of establishments with their tariffs (docs/product-rules.md §1). */
export function InstitutionList({ viewer }: { viewer: User }) {
  usePageTitle(fr.title);
  const institutions = useQuery(institutionsQueryOptions());
  const [editing, setEditing] = useState<Institution | null>(null);

  useErrorToast(institutions.isError, fr.loadFailed, 'institutions-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <ListStates query={institutions} failedText={fr.loadFailed} emptyText={fr.empty}>
        {(list) => (
          <ul className="card-list card-list--roomy card-list--two-columns">
            {list.map((institution) => (
              <InstitutionCard
                key={institution.id}
                institution={institution}
                showLocation={viewer.role === 'admin'}
                onEdit={
                  canEditInstitution(viewer, institution)
                    ? () => setEditing(institution)
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </ListStates>
      <InstitutionEditDialog institution={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
