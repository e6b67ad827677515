import { useMutation } from '@tanstack/react-query';
import type { Schedule, ScheduleCreateBody } from '../../../../contract/schedules.ts';
import { apiFetch } from '../../../api/client.ts';

/** POST /schedules (nurses and caregivers only: the server refuses everyone else). */
export function useCreateSchedule() {
  return useMutation({
    mutationFn: (body: ScheduleCreateBody) =>
      apiFetch<Schedule>('/schedules', { method: 'POST', body }),
  });
}
