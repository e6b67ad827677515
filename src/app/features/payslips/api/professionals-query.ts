import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../api/queries.ts';
import { professionalOptions } from '../professional-options.ts';

/** GET /users (admin), narrowed to who can be paid: approved nurses and caregivers. */
export function professionalsQueryOptions() {
  return queryOptions({ ...apiQuery('listUsers'), select: professionalOptions });
}
