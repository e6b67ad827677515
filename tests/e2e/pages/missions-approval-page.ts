import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/**
 * /approbations: « Approbation des prestations » (admin), one card per pending mission with its
 * candidates (radio buttons), « Passer outre », « Approuver » and « Publier ».
 */
export class MissionsApprovalPage {
  constructor(readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { level: 1, name: 'Approbation des prestations' });
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  /** The candidates of a mission, named « Soignant pour « … » ». */
  readonly picker = (name: string) =>
    this.card(name).getByRole('group', { name: `Soignant pour « ${name} »` });
  /** One person in the picker (her radio's name starts with her name). */
  readonly candidate = (name: string, person: string) =>
    this.picker(name).getByRole('radio', { name: new RegExp(`^${person}`) });
  /** The row of a person: her name, role, and « Disponible », « Libre » or her reasons. */
  readonly candidateRow = (name: string, person: string) =>
    this.picker(name)
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: new RegExp(`^${person}`) }) });
  readonly approveButton = (name: string) =>
    this.card(name).getByRole('button', { name: /^(Approuver|Passer outre et approuver)/ });
  readonly publishButton = (name: string) =>
    this.card(name).getByRole('button', { name: /^Publier/ });
  readonly overrideReason = (name: string) =>
    this.card(name).getByLabel('Raison (obligatoire)', { exact: true });
  readonly empty = () => this.page.getByText('Aucune prestation en attente.', { exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/approbations');
    await waitForPath(this.page, '/approbations');
    await this.heading().waitFor();
  }

  /** Chooses a person among the mission's candidates. */
  async choose(name: string, person: string): Promise<void> {
    await this.candidate(name, person).check();
  }
}
