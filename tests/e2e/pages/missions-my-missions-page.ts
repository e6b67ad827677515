import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

export type MissionActionLabel = 'Accepter' | 'Commencer' | 'Terminer';

/** /mes-prestations: the professional's mission cards and their one next action. */
export class MissionsMyMissionsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Mes prestations' });
  /** The card of a mission, found by its name. */
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  readonly action = (name: string, label: MissionActionLabel) =>
    this.card(name).getByRole('button', { name: new RegExp(`^${label}`) });
  readonly status = (name: string) => this.card(name).locator('.badge');
  readonly pendingSync = (name: string) =>
    this.card(name).getByText('En attente de synchronisation', { exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/mes-prestations');
    await waitForPath(this.page, '/mes-prestations');
    await this.heading().waitFor();
  }

  /** Resolves once the card's status badge reads `label` (« Acceptée », « En cours »…). */
  async waitForStatus(name: string, label: string): Promise<void> {
    await this.card(name).locator('.badge', { hasText: label }).waitFor();
  }

  /** Resolves once no tap on this card waits for the server any more. */
  async waitForSynced(name: string): Promise<void> {
    await this.pendingSync(name).waitFor({ state: 'detached' });
  }
}
