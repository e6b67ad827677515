import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import type { Institution } from '../../../../contract/institutions.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { institutionsQueryOptions } from '../api/get-institutions.ts';
import { fr } from '../fr.ts';
import { canEditInstitution } from '../institution-form.ts';
import {
  DEFAULT_INSTITUTION_SORT,
  institutionSortFrom,
  sortInstitutions,
  type InstitutionSort,
} from '../sort-institutions.ts';
import '../institutions.css';
import { InstitutionCard } from './institution-card.tsx';
import { InstitutionEditDialog } from './institution-edit-dialog.tsx';
import { InstitutionsDenseTable } from './institutions-dense-table.tsx';

/**
 * /institutions: the directory of establishments with their tariffs (docs/product-rules.md §1):
 * for the administrator a dense sortable table from 1300 px, cards below (and for the others,
 * who read it for the tariffs); by name unless the address says otherwise
 * (`?sort=`, kept across a reload).
 */
export function InstitutionList({ viewer }: { viewer: User }) {
  usePageTitle(fr.title);
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useState<InstitutionSort>(() => institutionSortFrom(params.get('sort')));
  const written = sort === DEFAULT_INSTITUTION_SORT ? '' : new URLSearchParams({ sort }).toString();
  useEffect(() => {
    if (written !== params.toString()) setParams(new URLSearchParams(written), { replace: true });
  }, [written, params, setParams]);
  // The administrator's management view; the others read the directory for its tariffs (cards).
  const wide = useMediaQuery('(min-width: 1300px)');
  const dense = wide && viewer.role === 'admin';
  const loaded = useQuery(institutionsQueryOptions());
  const sorted = useMemo(
    () => (loaded.data ? sortInstitutions(loaded.data, sort) : undefined),
    [loaded.data, sort],
  );
  const institutions = { ...loaded, data: sorted };
  const [editing, setEditing] = useState<Institution | null>(null);
  const canEdit = (institution: Institution) => canEditInstitution(viewer, institution);

  useErrorToast(institutions.isError, fr.loadFailed, 'institutions-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <ListStates query={institutions} failedText={fr.loadFailed} emptyText={fr.empty}>
        {(list) =>
          dense ? (
            <InstitutionsDenseTable
              institutions={list}
              sort={sort}
              onSort={setSort}
              canEdit={canEdit}
              onEdit={setEditing}
            />
          ) : (
            <ul className="card-list card-list--roomy card-list--two-columns">
              {list.map((institution) => (
                <InstitutionCard
                  key={institution.id}
                  institution={institution}
                  showLocation={viewer.role === 'admin'}
                  onEdit={canEdit(institution) ? () => setEditing(institution) : undefined}
                />
              ))}
            </ul>
          )
        }
      </ListStates>
      <InstitutionEditDialog institution={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
