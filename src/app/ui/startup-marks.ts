/**
 * Performance marks of the app's start (`cold-open:…`, `session:…`, `screen:…`), read by the
 * cold-open bench (`COLD_OPEN_DETAIL=1 npx tsx bench/cold-open.ts`) and visible in a browser's
 * performance panel. Each name is marked once per page: a later render marks nothing.
 */
const marked = new Set<string>();

export function startupMark(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  try {
    performance.mark(name);
  } catch {
    // No User Timing here (an old browser, a test double): the mark is only for measuring.
  }
}
