/**
 * Query keys of the mission lists. Every list sits under `missions`, so that one invalidation
 * after a change refreshes them all.
 */
export const missionKeys = {
  all: ['missions'] as const,
  visible: ['missions', 'visible'] as const,
  pending: ['missions', 'pending'] as const,
  ofInstitution: ['missions', 'institution'] as const,
};

/**
 * The dashboards' figures change with the missions (pending count, upcoming, in progress). The
 * dashboard feature keys its queries under `dashboard`: a shared prefix, not a shared import.
 */
export const dashboardKeyPrefix = ['dashboard'] as const;
