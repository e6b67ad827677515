import type { Page } from 'playwright-core';
import { SCREENS, tabsFor, type ScreenPath } from '../../../src/app/ui/menu-items.ts';

/**
 * The signed-in frame: one top bar (logo, network indicator, bell, account); on a computer the
 * side menu; on a phone the menu behind a button, or, for professionals, the bottom tab bar and
 * its « Plus » sheet. « Déconnexion » ends the menu and the « Plus » sheet.
 */
export class AppFrame {
  constructor(readonly page: Page) {}

  readonly topbar = () => this.page.getByRole('banner');
  readonly menuButton = () => this.page.getByRole('button', { name: 'Menu', exact: true });
  readonly menu = () => this.page.getByRole('navigation', { name: 'Menu principal' });
  /** The professional's tabs on a phone. */
  readonly tabBar = () => this.page.getByRole('navigation', { name: 'Navigation principale' });
  readonly moreButton = () => this.tabBar().getByRole('button', { name: 'Plus', exact: true });
  readonly moreMenu = () => this.page.getByRole('navigation', { name: 'Autres écrans' });
  // The bell's name carries the unread count (« Notifications (3 non lues) »).
  readonly bell = () => this.page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  /** « Hors ligne · 2 en attente », « 2 en attente d'envoi »; empty otherwise. */
  readonly networkStatus = () => this.topbar().getByRole('status');
  readonly pageHeading = () => this.page.getByRole('heading', { level: 1 });

  /** Whether this is a professional's phone (tabs), once the frame has rendered. */
  private async hasTabs(): Promise<boolean> {
    await this.tabBar().or(this.menuButton()).or(this.menu()).first().waitFor();
    return this.tabBar().isVisible();
  }

  /**
   * The screens the frame links, in order: the menu's links, or on a professional's phone the
   * tabs then the « Plus » sheet's links (opening what is collapsed first).
   */
  async menuLabels(): Promise<string[]> {
    if (await this.hasTabs()) {
      await this.openMore();
      const tabs = await this.tabBar().getByRole('link').allInnerTexts();
      const more = await this.moreMenu().getByRole('link').allInnerTexts();
      return [...tabs, ...more].map((t) => t.trim());
    }
    await this.openMenu();
    return (await this.menu().getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  /** Opens the menu if it sits behind the button (phones, except a professional's). */
  async openMenu(): Promise<void> {
    if (!(await this.menuButton().isVisible())) return;
    if ((await this.menuButton().getAttribute('aria-expanded')) !== 'true') {
      await this.menuButton().click();
    }
    await this.menu().waitFor({ state: 'visible' });
  }

  /** Opens the « Plus » sheet of a professional's tab bar. */
  async openMore(): Promise<void> {
    if ((await this.moreButton().getAttribute('aria-expanded')) !== 'true') {
      await this.moreButton().click();
    }
    await this.moreMenu().waitFor({ state: 'visible' });
  }

  /**
   * Goes to a screen by its menu label (« Fiches de paie ») or, on a professional's phone, by
   * its tab's label (« Missions »): through the tab that reaches the screen, else « Plus ».
   */
  async navigate(label: string): Promise<void> {
    if (!(await this.hasTabs())) {
      await this.openMenu();
      await this.menu().getByRole('link', { name: label, exact: true }).click();
      return;
    }
    const tab = this.tabBar().getByRole('link', { name: label, exact: true });
    if ((await tab.count()) > 0) return tab.click();
    const paths = (Object.keys(SCREENS) as ScreenPath[]).filter(
      (path) => SCREENS[path].menuLabel === label,
    );
    // A tab stands for its screen and the screens under it (« Missions » for « Prestations »).
    const reaching = tabsFor('nurse').find((tab) =>
      paths.some((path) => tab.path === path || tab.alsoActiveOn.includes(path)),
    );
    if (reaching) return this.tabBar().locator(`a[href="${reaching.path}"]`).click();
    await this.openMore();
    await this.moreMenu().getByRole('link', { name: label, exact: true }).click();
  }

  /** « Déconnexion » from the menu (or the « Plus » sheet), wherever it sits on this screen. */
  async logout(): Promise<void> {
    if (await this.hasTabs()) {
      await this.openMore();
      await this.moreMenu().getByRole('button', { name: 'Déconnexion' }).click();
    } else {
      await this.openMenu();
      await this.menu().getByRole('button', { name: 'Déconnexion' }).click();
    }
    await this.page.waitForURL((url) => url.pathname === '/login');
  }
}
