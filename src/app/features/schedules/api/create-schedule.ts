import { useMutation } from '@tanstack/react-query';
import type { ScheduleCreateBody } from '../../../../contract/schedules.ts';
import { call } from '../../../api/client.ts';

/** POST /schedules (nurses and caregivers only: the server refuses everyone else). */
export function useCreateSchedule() {
  return useMutation({
    mutationFn: (body: ScheduleCreateBody) => call('createSchedule', { body }),
  });
}
