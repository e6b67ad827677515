import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /institutions: the establishments' cards and the « Modifier » dialog. */
export class MoneyInstitutionsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Établissements' });
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  /** The value of a tariff (« Semaine », « Nuit week-end »…) on an establishment's card. */
  readonly tariff = (name: string, label: string) =>
    this.card(name).locator('.tariff-list > div').filter({ hasText: label }).first().locator('dd');
  readonly editButton = (name: string) =>
    this.card(name).getByRole('button', { name: `Modifier ${name}`, exact: true });
  readonly dialog = () => this.page.getByRole('dialog', { name: "Modifier l'établissement" });
  readonly field = (label: string) => this.dialog().getByLabel(label, { exact: true });
  readonly save = () => this.dialog().getByRole('button', { name: 'Enregistrer', exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/institutions');
    await waitForPath(this.page, '/institutions');
    await this.heading().waitFor();
  }
}
