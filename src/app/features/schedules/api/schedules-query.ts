import { queryOptions } from '@tanstack/react-query';
import type { Schedule } from '../../../../contract/schedules.ts';
import { apiFetch } from '../../../api/client.ts';

export const schedulesQueryKey = ['schedules'] as const;

/**
 * GET /schedules: a professional's own slots, an establishment's slots naming it, every slot
 * for the admin. Used only while the offline layer holds no session for this user (see
 * `offline/use-offline-list.ts`).
 */
export function schedulesQueryOptions() {
  return queryOptions({
    queryKey: schedulesQueryKey,
    queryFn: ({ signal }) => apiFetch<Schedule[]>('/schedules', { signal }),
  });
}
