import { queryOptions } from '@tanstack/react-query';
import type { Institution } from '../../../../contract/institutions.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /institutions as the options of the dialog's establishment selector, by name. */
export function institutionOptionsQueryOptions() {
  return queryOptions({
    // The directory's own key: both screens share one cached list.
    queryKey: ['institutions'] as const,
    queryFn: ({ signal }) => apiFetch<Institution[]>('/institutions', { signal }),
    select: (list) =>
      list
        .filter((institution) => institution.status === 'approved')
        .map((institution) => ({ value: institution.id, label: institution.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'fr-FR')),
  });
}
