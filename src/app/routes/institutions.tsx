import { InstitutionList } from '../features/institutions/components/institution-list.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /institutions: any signed-in user; « Modifier » for the admin and the establishment itself. */
export function InstitutionsRoute() {
  const viewer = useSignedInUser();
  return <InstitutionList viewer={viewer} />;
}
