import type { Page } from 'playwright-core';
import { MissionsMyMissionsPage, type MissionActionLabel } from './missions-my-missions-page.ts';

/** What the page's outbox holds for one tap (the fields the tests read). */
export interface StoredOutboxAction {
  client_action_id: string;
  user_id: string;
  prestation_id: string;
  kind: 'accept' | 'start' | 'end';
  /** ISO instant of the tap on the device. */
  at: string;
  status: 'pending' | 'rejected';
  attempts: number;
  created_seq: number;
}

/** When a collection was last refreshed from the server, as the device keeps it. */
export interface StoredSyncMeta {
  collection: string;
  owner_id: string;
  synced_at: string;
}

/** The offline layer's IndexedDB database (src/app/offline/db.ts). */
const OFFLINE_DB_NAME = 'releve-offline';

/** All the rows of one object store of the offline database, read in the page. */
function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
        open.onsuccess = () => {
          const db = open.result;
          try {
            const request = db.transaction(store, 'readonly').objectStore(store).getAll();
            request.onerror = () => reject(request.error ?? new Error(`cannot read ${store}`));
            request.onsuccess = () => resolve(request.result as T[]);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          } finally {
            db.close();
          }
        };
      }),
    { name: OFFLINE_DB_NAME, store },
  );
}

/** What the page showed of the copy of her list painted from the HTML (list-snapshot.ts). */
export interface PaintedCopy {
  /** The cards' names and the texts of their badges and chips, as painted. */
  cards: { name: string; texts: string[] }[];
  inert: boolean;
  ariaHidden: boolean;
  /** Whether the app's own #root was hidden while the copy showed. */
  rootHidden: boolean;
  /** Whether it is gone; then whether #root was shown again, with how many cards drawn. */
  removed: boolean;
  rootShownAfter: boolean;
  liveCardsAtRemoval: number;
}

declare global {
  interface Window {
    __paintedCopy?: PaintedCopy;
  }
}

/**
 * Before the page's own scripts, in every document of `page`: notes the copy of her list the
 * HTML paints offline (`#first-paint`), and when it goes.
 */
export async function watchPaintedCopy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const copy = document.getElementById('first-paint');
      const root = document.getElementById('root');
      if (copy && !window.__paintedCopy) {
        window.__paintedCopy = {
          cards: Array.from(copy.querySelectorAll('li.mission-card'), (card) => ({
            name: card.querySelector('h3')?.textContent ?? '',
            texts: Array.from(card.querySelectorAll('.badge, .chip, p, span'), (e) =>
              (e.textContent ?? '').trim(),
            ),
          })),
          inert: copy.inert,
          ariaHidden: copy.getAttribute('aria-hidden') === 'true',
          rootHidden: root?.hidden ?? false,
          removed: false,
          rootShownAfter: false,
          liveCardsAtRemoval: 0,
        };
      }
      const painted = window.__paintedCopy;
      if (painted && !painted.removed && !copy) {
        painted.removed = true;
        painted.liveCardsAtRemoval = root?.querySelectorAll('li.mission-card').length ?? 0;
        painted.rootShownAfter = root?.hidden === false;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * « Mes prestations » as the offline story sees it: the mission cards (from the missions page
 * model), the « Hors ligne — données du … » banner, the groups the cards move between, and
 * what the device keeps in IndexedDB (the outbox, the last refresh).
 */
export class OfflineMyMissionsPage extends MissionsMyMissionsPage {
  constructor(page: Page) {
    super(page);
  }

  /**
   * The banner shown while the list comes from the device only (« Hors ligne — données du … »),
   * not the app's own « Hors ligne » indicator in the top bar.
   */
  readonly offlineBanner = () =>
    this.page.getByRole('status').filter({ hasText: /^Hors ligne — données du / });

  /** One group of cards, « En cours », « À venir » or « Passées » (its heading adds the count). */
  readonly group = (title: 'En cours' | 'À venir' | 'Passées') =>
    this.page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

  /** The card of a mission inside one group. */
  readonly cardIn = (title: 'En cours' | 'À venir' | 'Passées', name: string) =>
    this.group(title).getByRole('listitem', { name, exact: true });

  /** The copy of her list painted before the app, if one was (see `watchPaintedCopy`). */
  paintedCopy(): Promise<PaintedCopy | null> {
    return this.page.evaluate(() => window.__paintedCopy ?? null);
  }

  /** Taps the card's action and returns the page's clock (epoch ms) just before the tap. */
  async tap(name: string, label: MissionActionLabel): Promise<number> {
    const button = this.action(name, label);
    // Enabled first (the cards ignore taps for a second after one moves), so that the clock is
    // read right before the click itself.
    await button.waitFor();
    await this.page.waitForFunction(
      (element) =>
        !(element as HTMLButtonElement).disabled &&
        (element as HTMLElement).getAttribute('aria-disabled') !== 'true',
      await button.elementHandle(),
    );
    const before = await this.page.evaluate(() => Date.now());
    await button.click();
    return before;
  }

  /** The device's outbox, in tap order. */
  async outbox(): Promise<StoredOutboxAction[]> {
    const actions = await readStore<StoredOutboxAction>(this.page, 'outbox');
    return actions.sort((a, b) => a.created_seq - b.created_seq);
  }

  /** When the missions were last refreshed from the server on this device, if ever. */
  async missionsSyncedAt(): Promise<Date | null> {
    const meta = await readStore<StoredSyncMeta>(this.page, 'syncMeta');
    const missions = meta.find((m) => m.collection === 'missions');
    return missions ? new Date(missions.synced_at) : null;
  }
}
