import { queryOptions } from '@tanstack/react-query';
import type { Institution } from '../../../../contract/institutions.ts';
import { apiFetch } from '../../../api/client.ts';

/** The answer was not the list of establishments (spec §8 « Format inattendu… »). */
export class UnexpectedFormatError extends Error {
  constructor() {
    super('GET /institutions did not answer a list');
    this.name = 'UnexpectedFormatError';
  }
}

/** GET /institutions: the establishment options of the admin's mission form. */
export function institutionsQueryOptions() {
  return queryOptions({
    queryKey: ['institutions'] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiFetch<unknown>('/institutions', { signal });
      if (!Array.isArray(answer)) throw new UnexpectedFormatError();
      return answer as Institution[];
    },
  });
}
