import type { Page } from 'playwright-core';

/** The signed-in frame: top bar, menu (collapsed behind a button on phones), « Déconnexion ». */
export class AppFrame {
  constructor(readonly page: Page) {}

  readonly topbar = () => this.page.getByRole('banner');
  readonly menuButton = () => this.page.getByRole('button', { name: 'Menu', exact: true });
  readonly menu = () => this.page.getByRole('navigation', { name: 'Menu principal' });
  // The bell's name carries the unread count (« Notifications (3 non lues) »).
  readonly bell = () => this.page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  readonly logoutButton = () => this.page.getByRole('button', { name: 'Déconnexion' });
  readonly pageHeading = () => this.page.getByRole('heading', { level: 1 });

  /** The menu's link texts, opening the menu first when it is collapsed. */
  async menuLabels(): Promise<string[]> {
    await this.openMenu();
    return (await this.menu().getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  /** Opens the menu if it sits behind the button (small screens). */
  async openMenu(): Promise<void> {
    if (!(await this.menuButton().isVisible())) return;
    if ((await this.menuButton().getAttribute('aria-expanded')) !== 'true') {
      await this.menuButton().click();
    }
    await this.menu().waitFor({ state: 'visible' });
  }

  /** Goes to a screen through the menu. */
  async navigate(label: string): Promise<void> {
    await this.openMenu();
    await this.menu().getByRole('link', { name: label, exact: true }).click();
  }

  async logout(): Promise<void> {
    await this.logoutButton().click();
    await this.page.waitForURL((url) => url.pathname === '/login');
  }
}
