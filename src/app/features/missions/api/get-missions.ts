import { queryOptions } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { missionKeys } from './mission-keys.ts';

/** GET /prestations: every mission for the admin, its own for an establishment. */
export function missionsQueryOptions() {
  return queryOptions({
    queryKey: missionKeys.visible,
    queryFn: ({ signal }) => apiFetch<Prestation[]>('/prestations', { signal }),
  });
}
