import type { Page } from 'playwright-core';

/** The installable PWA around the screens: service worker, web manifest, precached shell. */
export class OfflineAppShell {
  constructor(readonly page: Page) {}

  /** Whether a service worker controls the page right now. */
  isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /**
   * Waits for the service worker to be active, then for it to control the page: it claims open
   * pages on activation; a page loaded before that is reloaded once.
   */
  async waitForControl(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await this.isControlled())) {
      try {
        await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 5_000,
        });
      } catch {
        await this.page.reload();
      }
    }
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /** The script URL of the controlling service worker. */
  controllerScript(): Promise<string | null> {
    return this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  }

  /** The absolute URL of the page's `<link rel="manifest">`, if any. */
  manifestHref(): Promise<string | null> {
    return this.page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
    );
  }

  /** The paths of the scripts and style sheets the page loaded from its own origin. */
  loadedAssetPaths(): Promise<string[]> {
    return this.page.evaluate(() => {
      const urls = [
        ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
        ...Array.from(
          document.querySelectorAll<HTMLLinkElement>(
            'link[rel="stylesheet"], link[rel="modulepreload"]',
          ),
          (l) => l.href,
        ),
      ];
      return urls
        .map((url) => new URL(url))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname);
    });
  }

  /** Every cache of the origin, with the paths it holds (query strings dropped). */
  cachedPaths(): Promise<Record<string, string[]>> {
    return this.page.evaluate(async () => {
      const result: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return result;
    });
  }

  /** Whether the page can reach the server's health check right now. */
  canReachServer(): Promise<boolean> {
    return this.page.evaluate(async () => {
      try {
        const response = await fetch('/api/health', { cache: 'no-store' });
        return response.ok;
      } catch {
        return false;
      }
    });
  }
}
