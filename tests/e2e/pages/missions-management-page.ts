import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /prestations for the admin and the establishments: « Nouvelle prestation » and the cards. */
export class MissionsManagementPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Prestations' });
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  /** The value of one fact of a card (« Ponctualité », « Durée prévue »…). */
  readonly fact = (name: string, term: string) =>
    this.card(name)
      .locator('.mission-facts__row')
      .filter({ has: this.page.locator('dt', { hasText: term }) })
      .locator('dd');

  readonly newMissionButton = () =>
    this.page.getByRole('button', { name: 'Nouvelle prestation', exact: true });
  /** The « Nouvelle prestation » form, once opened. */
  readonly form = () =>
    this.page.locator('form').filter({
      has: this.page.getByRole('heading', { name: 'Nouvelle prestation' }),
    });

  /** Fills the given fields of the open form and submits; does not wait for the outcome. */
  async fill(values: { name?: string; description?: string; start?: string; end?: string }) {
    const form = this.form();
    if (values.name !== undefined) {
      await form.getByLabel('Nom de la prestation', { exact: true }).fill(values.name);
    }
    if (values.description !== undefined) {
      await form.getByLabel('Description (facultatif)', { exact: true }).fill(values.description);
    }
    if (values.start !== undefined)
      await form.getByLabel('Début', { exact: true }).fill(values.start);
    if (values.end !== undefined) await form.getByLabel('Fin', { exact: true }).fill(values.end);
    await form.getByRole('button', { name: 'Créer la prestation', exact: true }).click();
  }

  async goto(): Promise<void> {
    await this.page.goto('/prestations');
    await waitForPath(this.page, '/prestations');
    await this.heading().waitFor();
  }
}
