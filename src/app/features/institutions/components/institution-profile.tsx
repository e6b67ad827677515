import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageContents } from '../../../ui/page-contents.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { myInstitutionQueryOptions } from '../api/get-my-institution.ts';
import { fr } from '../fr.ts';
import '../institutions.css';
import { InstitutionCard } from './institution-card.tsx';
import { InstitutionEditDialog } from './institution-edit-dialog.tsx';
import { InstitutionLocation } from './institution-location.tsx';

/**
 * /profile (establishment): its own details and tariffs, editable with the same form, and its
 * position, from which the distances of the missions' start and end are measured.
 */
export function InstitutionProfile() {
  usePageTitle(fr.profileTitle);
  const me = useQuery(myInstitutionQueryOptions());
  const [editing, setEditing] = useState(false);

  const failed = me.isError;
  useErrorToast(failed, fr.profileLoadFailed, 'profile-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.profileTitle} subtitle={fr.profileSubtitle} />
      <PageContents />
      {me.isPending ? <Spinner /> : null}
      {failed ? <p className="inline-error">{fr.profileLoadFailed}</p> : null}
      {me.data ? (
        <>
          <InstitutionCard as="article" institution={me.data} onEdit={() => setEditing(true)} />
          <InstitutionLocation institution={me.data} />
          <InstitutionEditDialog
            institution={editing ? me.data : null}
            onClose={() => setEditing(false)}
          />
        </>
      ) : null}
    </section>
  );
}
