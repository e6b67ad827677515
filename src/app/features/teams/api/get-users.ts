import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /users (admin): the accounts a team is made of. Same key as the user management list. */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: ['users'],
    queryFn: ({ signal }) => apiFetch<User[]>('/users', { signal }),
  });
}
