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
  readonly list = () => this.page.getByRole('list', { name: 'Liste des notifications' });
  readonly cards = () => this.list().getByRole('listitem');
  readonly card = (text: string | RegExp) => this.cards().filter({ hasText: text });
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
