import { useMutation } from '@tanstack/react-query';
import type { ScheduleCreateBody } from '../../../../contract/schedules.ts';
import { call } from '../../../api/client.ts';

/** PUT /schedules/{id}: her own slot, while it is still free (409 once booked). */
export function useUpdateSchedule() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ScheduleCreateBody }) =>
      call('updateSchedule', { params: { id }, body }),
  });
}
