import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /profile's « Justificatifs » and « Mes données » (a professional, or any account). */
export class CredentialsProfilePage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Profil' });
  readonly section = () => this.page.getByRole('region', { name: 'Justificatifs', exact: true });
  readonly form = () =>
    this.page.getByRole('form', { name: 'Déposer un justificatif', exact: true });
  /** One of her documents, found by its file name. */
  readonly document = (fileName: string) =>
    this.section().locator('li.document', { hasText: fileName });
  readonly state = (fileName: string) => this.document(fileName).locator('.badge');
  readonly fileInput = () => this.form().locator('input[type="file"]');
  readonly myData = () => this.page.getByRole('region', { name: 'Mes données', exact: true });
  readonly deleteDialog = () =>
    this.page.getByRole('dialog', { name: 'Supprimer votre compte\u202f?', exact: true });

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await waitForPath(this.page, '/profile');
    await this.heading().waitFor();
    await this.section().or(this.myData()).first().waitFor();
  }

  /** Chooses the kind, an expiry date if given, the file, then « Déposer ». */
  async upload(
    file: { name: string; mimeType: string; buffer: Buffer },
    kind: string,
    expires?: string,
  ) {
    await this.form().getByLabel('Type de justificatif').selectOption({ label: kind });
    if (expires) await this.form().getByLabel('Date d’expiration (facultative)').fill(expires);
    await this.fileInput().setInputFiles(file);
    await this.form().getByRole('button', { name: 'Déposer', exact: true }).click();
  }
}
