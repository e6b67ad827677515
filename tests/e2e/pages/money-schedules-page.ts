import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

export interface NewSchedule {
  date: string;
  serviceType: string;
  start: string;
  end: string;
  tarif: string;
  travel?: string;
  institution?: string;
}

/** /schedules: « Horaires & Disponibilités » and its « Nouvel horaire » dialog. */
export class MoneySchedulesPage {
  constructor(readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { level: 1, name: 'Horaires & Disponibilités' });
  readonly newButton = () => this.page.getByRole('button', { name: 'Nouvel horaire', exact: true });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Nouvel horaire' });
  readonly card = (serviceType: string) =>
    this.page.getByRole('listitem', { name: serviceType, exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/schedules');
    await waitForPath(this.page, '/schedules');
    await this.heading().waitFor();
  }

  /** Opens the dialog and fills it; does not submit. */
  async fill(slot: NewSchedule): Promise<void> {
    await this.newButton().click();
    const dialog = this.dialog();
    await dialog.waitFor();
    await dialog.getByLabel('Date', { exact: true }).fill(slot.date);
    await dialog.getByLabel('Type de service', { exact: true }).fill(slot.serviceType);
    await dialog.getByLabel('Heure de début', { exact: true }).fill(slot.start);
    await dialog.getByLabel('Heure de fin', { exact: true }).fill(slot.end);
    await dialog.getByLabel('Tarif de base (€/h)', { exact: true }).fill(slot.tarif);
    if (slot.travel !== undefined) {
      await dialog.getByLabel('Frais de déplacement (€)', { exact: true }).fill(slot.travel);
    }
    if (slot.institution !== undefined) {
      await dialog
        .getByLabel('Établissement (facultatif)', { exact: true })
        .selectOption({ label: slot.institution });
    }
  }

  async submit(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Créer l’horaire', exact: true }).click();
  }
}
