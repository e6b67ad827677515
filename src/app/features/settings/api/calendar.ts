import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '../../../../contract/calendar.ts';
import { call, queryKey } from '../../../api/client.ts';
import { apiQuery } from '../../../api/queries.ts';

const NO_LINK: CalendarLink = { url: null, webcal_url: null, created_at: null };

/**
 * GET /users/me/calendar: her private calendar link, or only nulls when she has none. Offline,
 * or when the call fails, it is simply not shown (no error toast: the profile works without it).
 */
export function useCalendarLink() {
  return useQuery({ ...apiQuery('myCalendar'), staleTime: 5 * 60_000 });
}

/**
 * POST /users/me/calendar: a new link, replacing hers (the old address stops working). The
 * answer becomes the query's data at once.
 */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('createMyCalendar'),
    onSuccess: (link) => queryClient.setQueryData<CalendarLink>(queryKey('myCalendar'), link),
  });
}

/** DELETE /users/me/calendar: retires her link; the profile then offers to create one. */
export function useDeleteCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('deleteMyCalendar'),
    onSuccess: () => queryClient.setQueryData<CalendarLink>(queryKey('myCalendar'), NO_LINK),
  });
}
