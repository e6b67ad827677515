import type { Page } from 'playwright-core';
import { deName } from '../../../src/domain/text/de-name.ts';
import { waitForPath } from '../harness.ts';

/** /payrolls: the establishment's statement, month by month. */
export class MoneyPayrollsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Facturation' });
  readonly month = (label: string) => this.page.getByRole('region', { name: label, exact: true });
  readonly csvButton = (label: string) =>
    this.month(label).getByRole('button', {
      name: `Télécharger le CSV ${deName(label)}`,
      exact: true,
    });

  async goto(): Promise<void> {
    await this.page.goto('/payrolls');
    await waitForPath(this.page, '/payrolls');
    await this.heading().waitFor();
  }
}
