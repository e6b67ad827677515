import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';
import { professionalOptions } from '../professional-options.ts';

/** GET /users (admin), narrowed to who can be paid: approved nurses and caregivers. */
export function professionalsQueryOptions() {
  return queryOptions({
    // The same list as the user management screen, so both share one cache entry.
    queryKey: ['users'] as const,
    queryFn: ({ signal }) => apiFetch<User[]>('/users', { signal }),
    select: professionalOptions,
  });
}
