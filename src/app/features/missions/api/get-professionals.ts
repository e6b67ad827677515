import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';

/**
 * GET /users (admin), read for the assignee options. Same key as the user-management list: it
 * is the same answer, and an approval there refreshes the options here.
 */
export function usersForAssignmentQueryOptions() {
  return queryOptions({
    queryKey: ['users'] as const,
    queryFn: ({ signal }) => apiFetch<User[]>('/users', { signal }),
  });
}
