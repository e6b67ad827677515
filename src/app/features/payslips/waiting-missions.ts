import type { WaitingMission } from '../../../contract/payslips.ts';
import { formatLocalDate } from './format.ts';

/** « Nuit du 12 — 12 novembre 2025 · EHPAD Les Tilleuls »: what names a waiting mission. */
export function waitingMissionLine(mission: WaitingMission): string {
  const date = formatLocalDate(mission.date);
  return mission.etablissement_name
    ? `${mission.name} — ${date} · ${mission.etablissement_name}`
    : `${mission.name} — ${date}`;
}

/**
 * Between two items of a list in a sentence: « ; », or the server's « « Jour » (12/11/2026),
 * « Nuit » (13/11/2026, contestée) » where a comma closes one item's parenthesis before the
 * next name's « (a comma inside the parenthesis does not cut).
 */
const ITEM_SEPARATOR = /\s*;\s*|(?<=\)),\s*(?=«)/;

/**
 * A refusal's sentence cut so that a list inside it reads as a list: lines stay lines, and
 * « … : a, b » becomes its lead and one item per mission. A sentence without a list comes back
 * whole, as the lead.
 */
export function splitDetail(detail: string): { lead: string; items: string[] } {
  const lines = detail
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 1) {
    const [lead = '', ...items] = lines;
    return { lead, items: items.map((item) => item.replace(/^[-•–]\s*/, '')) };
  }
  // The last « : » with its space before (narrow no-break, as the server writes it, or plain).
  const colon = Math.max(...[' : ', '\u202f: ', '\u00a0: '].map((c) => detail.lastIndexOf(c)));
  if (colon !== -1) {
    const items = detail
      .slice(colon + 3)
      .split(ITEM_SEPARATOR)
      .map((item) => item.trim().replace(/\.$/, ''))
      .filter(Boolean);
    // One item is a list too when it is the server's « name » (date): it reads better apart.
    if (items.length > 1 || /^«.*»/.test(items[0] ?? '')) {
      return { lead: detail.slice(0, colon + 2), items };
    }
  }
  return { lead: detail.trim(), items: [] };
}
