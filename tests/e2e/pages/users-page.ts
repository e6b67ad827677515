import type { Page } from 'playwright-core';
import { toast, waitForPath } from '../harness.ts';

/** /users: the admin's account list. */
export class UsersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Utilisateurs' });

  /** The accounts' table, from 1300 px. */
  readonly table = () => this.page.getByRole('table', { name: 'Comptes, un par ligne' });

  /**
   * One account, found by its display name: its card under 1300 px, its rows (the row and its
   * « Détails ») in the table from 1300 px.
   */
  readonly card = (name: string) =>
    this.page
      .getByRole('listitem', { name, exact: true })
      .or(
        this.page
          .locator('tbody')
          .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) }),
      );

  /**
   * In the table, opens an account's « Détails » (reset link, credentials); a card shows them.
   * Pressed once the list has stopped moving, again if the list moved under the click.
   */
  async open(name: string): Promise<void> {
    await this.card(name).waitFor();
    const more = this.card(name).getByRole('button', { name: /^Détails/ });
    if ((await more.count()) === 0) return;
    for (let attempt = 0; ; attempt += 1) {
      if ((await more.getAttribute('aria-expanded')) === 'true') break;
      await this.press(name, /^Détails/);
      try {
        await this.card(name).locator('tr + tr').waitFor({ timeout: 2000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }

  async goto(): Promise<void> {
    await this.page.goto('/users');
    await waitForPath(this.page, '/users');
    await this.heading().waitFor();
  }

  /**
   * « Approuver », then the decision as she sees it land: it is sent once its « Annuler »
   * toast has run out, and the badge turns « Approuvé ».
   */
  async approve(name: string): Promise<void> {
    await this.decide(name, /^Approuver/, `${name} sera approuvé(e) dans 5 secondes.`);
    await toast(this.page, 'Utilisateur approuvé').waitFor();
    await this.card(name).getByText('Approuvé', { exact: true }).waitFor();
  }

  async reject(name: string): Promise<void> {
    await this.decide(name, /^Rejeter/, `${name} sera rejeté(e) dans 5 secondes.`);
  }

  /** The status badge text of an account: « En attente », « Approuvé » or « Rejeté ». */
  async status(name: string): Promise<string> {
    return (
      await this.card(name).locator('.user-card__who .badge, td .badge').first().innerText()
    ).trim();
  }

  /**
   * A button of an account's card, pressed as a person would: once the list has stopped moving
   * (for a second after it changes, a tap is swallowed — the list's tap guard).
   */
  async press(name: string, button: RegExp): Promise<void> {
    await this.page.locator('.tap-guard-zone:not([data-tap-guarded])').waitFor();
    await this.card(name).getByRole('button', { name: button }).click();
  }

  /** A decision: pressed again if the list moved under the click, until its « Annuler » shows. */
  private async decide(name: string, button: RegExp, undoText: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      await this.press(name, button);
      try {
        await toast(this.page, undoText).waitFor({ timeout: 2000 });
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }
}
