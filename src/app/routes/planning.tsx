import { PlanningGrid } from '../features/planning/components/planning-grid.tsx';

/** /planning: the establishment's week (docs/product-rules.md, « The establishment's team and planning »). */
export function PlanningRoute() {
  return <PlanningGrid />;
}
