import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** Her profile's « Coordonnées bancaires »: the masked account and the form to change it. */
export class BankDetailsSection {
  constructor(readonly page: Page) {}

  readonly section = () => this.page.getByRole('region', { name: 'Coordonnées bancaires' });
  readonly iban = () => this.section().getByLabel('IBAN', { exact: true });
  readonly holder = () => this.section().getByLabel('Titulaire du compte', { exact: true });
  readonly submit = () =>
    this.section().getByRole('button', { name: /^(Enregistrer le compte|Changer de compte)$/ });
  readonly masked = () => this.section().getByTestId('iban-masked');
  /** The message the IBAN field points at (its `aria-describedby` error). */
  async ibanError(): Promise<string> {
    const ids = ((await this.iban().getAttribute('aria-describedby')) ?? '').split(' ');
    const errorId = ids.find((id) => id.endsWith('-error'));
    if (!errorId) return '';
    return this.page.locator(`[id="${errorId}"]`).innerText();
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await waitForPath(this.page, '/profile');
    await this.section().waitFor();
  }

  async save(iban: string, holder?: string): Promise<void> {
    await this.iban().fill(iban);
    if (holder !== undefined) await this.holder().fill(holder);
    await this.submit().click();
  }
}

/** /payslips: each card's payment state. */
export class PayslipPaymentState {
  constructor(readonly page: Page) {}

  readonly state = () => this.page.locator('.payslip-card__payment').first();

  async goto(): Promise<void> {
    await this.page.goto('/payslips');
    await waitForPath(this.page, '/payslips');
    await this.page.getByRole('heading', { level: 1, name: 'Fiches de paie' }).waitFor();
  }
}

/** /virements (administrator): payslips to pay, batches, their file and « sent ». */
export class PayoutsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Virements' });
  readonly createButton = () =>
    this.page.getByRole('button', { name: 'Préparer un virement', exact: true });
  readonly batches = () => this.page.locator('.payout-card');
  readonly leftOut = () => this.batches().first().locator('.payouts__left-out');
  readonly downloadButton = () =>
    this.batches()
      .first()
      .getByRole('button', { name: /^Télécharger le fichier SEPA/ });

  async goto(): Promise<void> {
    await this.page.goto('/virements');
    await waitForPath(this.page, '/virements');
    await this.heading().waitFor();
  }
}
