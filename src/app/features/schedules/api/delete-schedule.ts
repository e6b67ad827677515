import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/** DELETE /schedules/{id}: she withdraws her own free slot. */
export function useDeleteSchedule() {
  return useMutation({
    mutationFn: (id: string) => call('deleteSchedule', { params: { id } }),
  });
}
