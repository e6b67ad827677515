import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /exchanges: request cards, « Proposer un échange ». */
export class TogetherExchangesPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Échanges' });
  readonly proposeButton = () =>
    this.page.getByRole('button', { name: 'Proposer un échange', exact: true });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Proposer un échange' });
  /** A request card, by its mission's name. */
  readonly card = (missionName: string) =>
    this.page.getByRole('listitem', { name: missionName, exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/exchanges');
    await waitForPath(this.page, '/exchanges');
    await this.heading().waitFor();
  }

  /** The card's badges' texts, e.g. ['Reçue', 'En attente']. */
  async badges(missionName: string): Promise<string[]> {
    return (await this.card(missionName).locator('.badge').allInnerTexts()).map((t) => t.trim());
  }
}
