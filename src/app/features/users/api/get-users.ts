import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';

export const usersQueryKey = ['users'] as const;

/** GET /users (admin): every account. */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiFetch<User[]>('/users', { signal }),
  });
}
