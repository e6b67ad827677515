import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

export interface MissionRequest {
  name: string;
  description?: string;
  /** `datetime-local` values, Paris wall times: `2025-03-10T08:00`. */
  start: string;
  end: string;
}

/** /institution-dashboard: counters, « Créer une prestation » and the missions table. */
export class MissionsInstitutionDashboard {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly counters = () => this.page.getByRole('list', { name: "En un coup d'œil" });
  readonly counter = (label: string) =>
    this.counters().getByRole('listitem').filter({ hasText: label });
  readonly createButton = () =>
    this.page.getByRole('button', { name: 'Créer une prestation', exact: true });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Créer une prestation' });
  readonly field = (label: string) => this.dialog().getByLabel(label, { exact: true });
  readonly submit = () =>
    this.dialog().getByRole('button', { name: "Soumettre à l'administrateur", exact: true });
  readonly table = () => this.page.getByRole('table', { name: "Prestations de l'établissement" });
  /** The table row of a mission, found by its name (the row header). */
  readonly row = (name: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });

  async goto(): Promise<void> {
    await this.page.goto('/institution-dashboard');
    await waitForPath(this.page, '/institution-dashboard');
    await this.heading().waitFor();
  }

  async openDialog(): Promise<void> {
    await this.createButton().click();
    await this.dialog().waitFor();
  }

  /** Fills the dialog's form (every field given) and submits; does not wait for the outcome. */
  async fillAndSubmit(request: Partial<MissionRequest>): Promise<void> {
    if (request.name !== undefined) await this.field('Nom de la prestation').fill(request.name);
    if (request.description !== undefined) {
      await this.field('Description (facultatif)').fill(request.description);
    }
    if (request.start !== undefined) await this.field('Début').fill(request.start);
    if (request.end !== undefined) await this.field('Fin').fill(request.end);
    await this.submit().click();
  }
}
