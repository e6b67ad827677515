import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /users: the admin's account list. */
export class UsersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Utilisateurs' });

  /** The card of one account, found by its display name. */
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/users');
    await waitForPath(this.page, '/users');
    await this.heading().waitFor();
  }

  async approve(name: string): Promise<void> {
    await this.card(name)
      .getByRole('button', { name: /^Approuver/ })
      .click();
  }

  async reject(name: string): Promise<void> {
    await this.card(name)
      .getByRole('button', { name: /^Rejeter/ })
      .click();
  }

  /** The status badge text of an account: « En attente », « Approuvé » or « Rejeté ». */
  async status(name: string): Promise<string> {
    return (await this.card(name).locator('.user-card__who .badge').innerText()).trim();
  }
}
