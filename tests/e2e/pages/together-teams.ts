import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /teams: team cards; for the admin, the create / edit / delete dialogs. */
export class TogetherTeamsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Équipes' });
  readonly card = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  readonly newTeamButton = () =>
    this.page.getByRole('button', { name: 'Nouvelle équipe', exact: true });
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title });

  async goto(): Promise<void> {
    await this.page.goto('/teams');
    await waitForPath(this.page, '/teams');
    await this.heading().waitFor();
  }

  /** Fills the open team dialog: name, members (checked by name), referent. */
  async fillTeam(
    title: string,
    team: { name: string; members: string[]; referent: string },
  ): Promise<void> {
    const dialog = this.dialog(title);
    await dialog.getByLabel("Nom de l'équipe", { exact: true }).fill(team.name);
    for (const member of team.members) {
      await dialog.getByRole('checkbox', { name: new RegExp(`^${member}`) }).check();
    }
    await dialog.getByLabel('Référent', { exact: true }).selectOption({ label: team.referent });
  }
}
