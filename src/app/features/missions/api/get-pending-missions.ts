import { queryOptions } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { missionKeys } from './mission-keys.ts';

/** GET /prestations/pending (admin): missions waiting for an assignee. */
export function pendingMissionsQueryOptions() {
  return queryOptions({
    queryKey: missionKeys.pending,
    queryFn: ({ signal }) => apiFetch<Prestation[]>('/prestations/pending', { signal }),
  });
}
