import type { Institution } from '../../../contract/institutions.ts';

/** The directory's orders, as the address keeps them (`?sort=-created_at`). */
export const INSTITUTION_SORTS = ['name', '-name', 'pending', 'created_at', '-created_at'] as const;
export type InstitutionSort = (typeof INSTITUTION_SORTS)[number];
/** By name, as the directory always was. */
export const DEFAULT_INSTITUTION_SORT: InstitutionSort = 'name';

export function institutionSortFrom(value: string | null): InstitutionSort {
  return INSTITUTION_SORTS.includes(value as InstitutionSort)
    ? (value as InstitutionSort)
    : DEFAULT_INSTITUTION_SORT;
}

const byName = (a: Institution, b: Institution) => a.name.localeCompare(b.name, 'fr-FR');
const byCreation = (a: Institution, b: Institution) =>
  a.created_at.localeCompare(b.created_at) || byName(a, b);
const STATUS_RANK: Record<string, number> = { pending: 0, approved: 1 };
const rank = (institution: Institution) => STATUS_RANK[institution.status] ?? 2;

/**
 * The whole directory in one order (it is not paged): by name (A to Z, Z to A), pending first
 * (then approved, then rejected, each by name), or by creation (oldest, newest first).
 */
export function sortInstitutions(
  list: readonly Institution[],
  sort: InstitutionSort,
): Institution[] {
  const sorted = [...list];
  switch (sort) {
    case 'name':
      return sorted.sort(byName);
    case '-name':
      return sorted.sort((a, b) => byName(b, a));
    case 'pending':
      return sorted.sort((a, b) => rank(a) - rank(b) || byName(a, b));
    case 'created_at':
      return sorted.sort(byCreation);
    case '-created_at':
      return sorted.sort((a, b) => byCreation(b, a));
  }
}
