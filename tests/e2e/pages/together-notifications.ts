import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /notifications, and the bell of the top bar. */
export class TogetherNotificationsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Notifications' });
  /** The bell: « Notifications », or « Notifications (3 non lues) ». */
  readonly bell = () =>
    this.page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications( \(\d+ non lues?\))?$/ });
  /** Every day's rows: « Aujourd’hui », « Hier », a date, each a list named by its heading. */
  readonly list = () => this.page.getByRole('group', { name: 'Liste des notifications' });
  readonly day = (heading: string) => this.list().getByRole('list', { name: heading, exact: true });
  /**
   * The rows: one per mission and day (its other notifications folded inside), one per
   * notification without a mission.
   */
  readonly rows = () => this.list().locator('.notification-row');
  readonly row = (text: string | RegExp) => this.rows().filter({ hasText: text });
  /** Kept for the tests written before the grouping: a row is what a card was. */
  readonly cards = () => this.rows();
  readonly card = (text: string | RegExp) => this.row(text);
  readonly clearReadButton = () =>
    this.page.getByRole('button', { name: 'Supprimer les notifications lues', exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/notifications');
    await waitForPath(this.page, '/notifications');
    await this.heading().waitFor();
  }

  /** The bell's accessible name. */
  async bellLabel(): Promise<string> {
    return (await this.bell().getAttribute('aria-label')) ?? '';
  }
}
