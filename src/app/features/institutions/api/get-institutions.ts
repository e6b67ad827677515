import { queryOptions } from '@tanstack/react-query';
import type { Institution } from '../../../../contract/institutions.ts';
import { apiQuery } from '../../../api/queries.ts';

/** The calls an establishment's update changes: the list and its own profile. */
export const INSTITUTION_CALLS = ['listInstitutions', 'myInstitution'] as const;

const byName = (a: Institution, b: Institution) => a.name.localeCompare(b.name, 'fr-FR');

/** GET /institutions: approved establishments (every one for the admin), by name. */
export function institutionsQueryOptions() {
  return queryOptions({
    ...apiQuery('listInstitutions'),
    select: (list) => [...list].sort(byName),
  });
}
