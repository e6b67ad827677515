import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';

// The charts and their library load with the dashboard that shows them, never before.
const StatsPanel = lazy(async () => ({ default: (await import('./stats-panel.tsx')).StatsPanel }));

/**
 * The monthly statistics of an establishment (`institutionId`) or of the platform (none):
 * fill rate, median time to fill, hours and amounts per month, each chart with its table.
 * One line in a dashboard: `<MonthlyStats institutionId={…} />` or `<MonthlyStats />`.
 */
export function MonthlyStats({ institutionId }: { institutionId?: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <StatsPanel institutionId={institutionId} />
    </Suspense>
  );
}
