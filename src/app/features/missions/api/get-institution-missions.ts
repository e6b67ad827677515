import { queryOptions } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { missionKeys } from './mission-keys.ts';

/** GET /institutions/prestations (establishment): its own missions. */
export function institutionMissionsQueryOptions() {
  return queryOptions({
    queryKey: missionKeys.ofInstitution,
    queryFn: ({ signal }) => apiFetch<Prestation[]>('/institutions/prestations', { signal }),
  });
}
