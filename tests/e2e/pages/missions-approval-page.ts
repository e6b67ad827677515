import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /approbations: « Approbation des prestations » (admin). */
export class MissionsApprovalPage {
  constructor(readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { level: 1, name: 'Approbation des prestations' });
  readonly table = () => this.page.getByRole('table', { name: 'Approbation des prestations' });
  readonly row = (name: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  readonly picker = (name: string) =>
    this.row(name).getByRole('combobox', { name: `Soignant pour « ${name} »` });
  readonly approveButton = (name: string) =>
    this.row(name).getByRole('button', { name: /^Approuver/ });
  readonly empty = () => this.page.getByText('Aucune prestation en attente.', { exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/approbations');
    await waitForPath(this.page, '/approbations');
    await this.heading().waitFor();
  }

  /** Chooses the assignee by the option's visible label. */
  async choose(name: string, label: string): Promise<void> {
    await this.picker(name).selectOption({ label });
  }
}
