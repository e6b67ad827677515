import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../api/queries.ts';

/** GET /institutions as the options of the dialog's establishment selector, by name. */
export function institutionOptionsQueryOptions() {
  return queryOptions({
    ...apiQuery('listInstitutions'),
    select: (list) =>
      list
        .filter((institution) => institution.status === 'approved')
        .map((institution) => ({ value: institution.id, label: institution.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'fr-FR')),
  });
}
