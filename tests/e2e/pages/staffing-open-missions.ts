import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /missions-disponibles: the open missions a professional may claim. */
export class StaffingOpenMissionsPage {
  constructor(readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { level: 1, name: 'Missions disponibles' });
  /** The card of an open mission, found by its name. */
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  readonly cards = () => this.page.locator('.open-card');
  readonly claimButton = (name: string) =>
    this.card(name).getByRole('button', { name: /^Je prends cette mission/ });
  /** The claim button as it reads offline. */
  readonly offlineButton = (name: string) =>
    this.card(name).getByRole('button', {
      name: 'Connexion requise pour prendre une mission',
      exact: true,
    });
  readonly pay = (name: string) => this.card(name).locator('.open-card__pay');
  readonly empty = () =>
    this.page.getByText(/^Aucune mission à pourvoir pour le moment\./, { exact: false });
  readonly offlineBanner = () => this.page.getByText(/^Hors ligne — données du /);

  async goto(): Promise<void> {
    await this.page.goto('/missions-disponibles');
    await waitForPath(this.page, '/missions-disponibles');
    await this.heading().waitFor();
  }
}
