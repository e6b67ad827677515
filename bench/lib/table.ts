/** A plain-text table; columns listed in `right` are right-aligned (numbers). */
export function formatTable(head: string[], rows: string[][], right: number[] = []): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** 12345.6 → « 12 346 » (grouped by thousands, no decimals). */
export const whole = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Milliseconds: one decimal under 100. */
export const millis = (n: number) => (n < 100 ? n.toFixed(1) : whole(n));
