import { queryOptions } from '@tanstack/react-query';
import type { Institution } from '../../../../contract/institutions.ts';
import { apiQuery } from '../../../api/queries.ts';

/** The answer was not the list of establishments (docs/product-rules.md §8 « Format inattendu… »). */
export class UnexpectedFormatError extends Error {
  constructor() {
    super('GET /institutions did not answer a list');
    this.name = 'UnexpectedFormatError';
  }
}

/**
 * GET /institutions: the establishment options of the admin's mission form. The answer is
 * checked here (a query error when it is not a list), not in the shared query.
 */
export function institutionsQueryOptions() {
  return queryOptions({
    ...apiQuery('listInstitutions'),
    select: (answer: unknown): Institution[] => {
      if (!Array.isArray(answer)) throw new UnexpectedFormatError();
      return answer as Institution[];
    },
  });
}
