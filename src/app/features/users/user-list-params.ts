import type { Role, UserStatus } from '../../../contract/common.ts';
import { ROLES } from '../../../contract/route-table.ts';
import type { UserSort } from '../../../contract/users.ts';

/** The accounts list's search, filters and order, as the address keeps them. */
export interface UserListState {
  q: string;
  role: Role | '';
  status: UserStatus | '';
  sort: UserSort;
}

/** Pending accounts first: they are the administrator's work. */
export const DEFAULT_USER_SORT: UserSort = 'pending';
export const USER_STATUSES: readonly UserStatus[] = ['pending', 'approved', 'rejected'];
const USER_SORTS: readonly UserSort[] = ['pending', 'created_at', '-created_at', 'name', '-name'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** `?q=…&role=nurse&status=pending&sort=name`; anything unknown is left out. */
export function userListFromParams(params: URLSearchParams): UserListState {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: oneOf(ROLES, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    sort: oneOf(USER_SORTS, params.get('sort')) || DEFAULT_USER_SORT,
  };
}

/** The address of a state: empty values and the default order left out. */
export function userListToParams(state: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.role !== '') params.set('role', state.role);
  if (state.status !== '') params.set('status', state.status);
  if (state.sort !== DEFAULT_USER_SORT) params.set('sort', state.sort);
  return params;
}
