import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /payslips: the payslip cards, « Télécharger », and the admin's « Générer fiche de paie ». */
export class MoneyPayslipsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Fiches de paie' });
  readonly cards = () => this.page.locator('.payslip-card');
  /** A figure of the first card: « Heures totales », « Brut », « Net à payer »… */
  readonly figure = (label: string | RegExp) =>
    this.cards()
      .first()
      .locator('.figure-grid > div')
      .filter({ has: this.page.locator('dt', { hasText: label }) })
      .locator('dd');
  readonly downloadButton = () =>
    this.cards()
      .first()
      .getByRole('button', { name: /^Télécharger/ });
  readonly generateButton = () =>
    this.page.getByRole('button', { name: 'Générer fiche de paie', exact: true });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Générer fiche de paie' });

  async goto(): Promise<void> {
    await this.page.goto('/payslips');
    await waitForPath(this.page, '/payslips');
    await this.heading().waitFor();
  }

  /** Fills and submits « Générer fiche de paie »; does not wait for the outcome. */
  async generate(professional: string, start: string, end: string): Promise<void> {
    await this.generateButton().click();
    const dialog = this.dialog();
    await dialog.waitFor();
    await dialog.getByLabel('Début de la période', { exact: true }).fill(start);
    await dialog.getByLabel('Fin de la période', { exact: true }).fill(end);
    const select = dialog.getByLabel('Professionnel', { exact: true });
    // The list of professionals arrives after the dialog opens.
    await select.locator('option', { hasText: professional }).waitFor({ state: 'attached' });
    await select.selectOption({ label: professional });
    await dialog.getByRole('button', { name: 'Générer', exact: true }).click();
  }
}
