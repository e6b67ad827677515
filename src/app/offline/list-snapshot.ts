import { useEffect, useLayoutEffect } from 'react';
import { instantToLocalInput } from '../../domain/time/instant-to-local-input.ts';
import { localInputToEpochMs } from '../../domain/time/local-input-to-instant.ts';
import { addDays } from '../../domain/time/repeat.ts';
import { appTimeZone } from '../ui/time-zone.ts';
import { BUILD_META, LIST_SNAPSHOT_KEY, SNAPSHOT_PATH } from './list-snapshot-keys.ts';
import { releaseListSnapshot } from './list-snapshot-release.ts';

/**
 * « Mes prestations » as she last saw it, kept to be painted before any script on her next
 * offline cold open (docs/decisions.md, « Offline, her list is painted from the HTML before
 * any script »; figures in docs/benchmarks.md, « The list painted before the app »). The copy is the
 * screen's own markup: the frame, the page's head and her first cards, without ids (the live
 * screen has them) and without what passes (toasts, dialogs, the update prompt). The script of
 * `mes-prestations.html` paints it only offline, for the same signed-in user, the same build
 * and the same business day; the live list replaces it as soon as it is drawn.
 */
export interface ListSnapshot {
  /** Whose list: the signed-in user's id. */
  user: string;
  /** The build that drew it (`<meta name="releve-build">`). */
  build: string;
  /** Epoch ms of the next midnight in the business time zone: past it, the copy is not painted. */
  until: number;
  /** The document's title. */
  title: string;
  /** The rules of the stylesheets the screen had beside the page's own (lazy chunks' CSS). */
  css: string;
  /** `#root`'s markup. */
  html: string;
}

/**
 * Cards kept: more than a first screenful, on a phone or a wide screen. Each is about 4 KB of
 * markup the script reads and parses before the first frame.
 */
const KEPT_CARDS = 4;

/** Longest wait between a change of the screen and the copy that includes it. */
const SETTLE_MS = 1000;

/** What is on the screen for a moment only, never painted from the copy. */
const TRANSIENT = '.Toastify, dialog, .update-prompt, .sheet-backdrop';

/** The copy of `root` as `ListSnapshot.html`: the first cards, no ids, nothing transient. */
export function snapshotMarkup(root: HTMLElement, cards = KEPT_CARDS): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(TRANSIENT).forEach((element) => element.remove());
  copy.querySelectorAll('li.mission-card').forEach((card, index) => {
    if (index >= cards) card.remove();
  });
  // The week is drawn after the first cards: the live screen's first render has none either.
  copy.querySelectorAll('.my-missions__agenda').forEach((agenda) => agenda.replaceChildren());
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  return copy.innerHTML;
}

/** Epoch ms of the midnight that ends `now`'s day in the business time zone. */
export function endOfBusinessDay(now: number, zone = appTimeZone()): number {
  const day = instantToLocalInput(now, zone).slice(0, 10);
  return localInputToEpochMs(`${addDays(day, 1)}T00:00`, zone) ?? now;
}

function cssText(sheet: CSSStyleSheet | null): string {
  try {
    return [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
  } catch {
    return ''; // A sheet of another origin: none here.
  }
}

/** Keeps the screen as it is now for `userId`; nothing if the page is not that screen. */
export function keepListSnapshot(userId: string, now = Date.now()): void {
  const root = document.getElementById('root');
  const build = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content;
  if (!root || root.hidden || !build || window.location.pathname !== SNAPSHOT_PATH) return;
  // The lazy chunks' stylesheets (the page's own is in its HTML), kept as text: painted with
  // the copy, they cost no request before the first frame.
  const css = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => !link.disabled && link.sheet !== null)
    .map((link) => cssText(link.sheet))
    .join('\n');
  const snapshot: ListSnapshot = {
    user: userId,
    build,
    until: endOfBusinessDay(now),
    title: document.title,
    css,
    html: snapshotMarkup(root),
  };
  try {
    localStorage.setItem(LIST_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the next cold open shows the splash, as without a copy.
  }
}

/**
 * For « Mes prestations »: once the live list (or its empty state) is drawn, the painted copy
 * goes in the same frame; within a second of each change of the screen, the copy is taken again.
 */
export function useListSnapshot(userId: string | undefined, drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) releaseListSnapshot();
  }, [drawn]);
  // After any change of the screen's markup (her list, a card's state drawn by the card
  // itself, the minute), the copy is taken within a second: one copy for the changes of that
  // second, however many. (Waiting for a quiet second instead never came, offline.) A copy
  // still waiting is taken at once when the page is hidden or closed: she taps « Commencer »
  // and puts the phone away within the second.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!drawn || userId === undefined || !root) return undefined;
    let timer: number | undefined;
    const keep = () => {
      window.clearTimeout(timer);
      timer = undefined;
      keepListSnapshot(userId);
    };
    const schedule = () => {
      if (timer === undefined) timer = window.setTimeout(keep, SETTLE_MS);
    };
    const flush = (event: Event) => {
      const gone = event.type === 'pagehide' || document.visibilityState === 'hidden';
      if (timer !== undefined && gone) keep();
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    schedule();
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
      window.clearTimeout(timer);
    };
  }, [drawn, userId]);
}
