import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /login: « Connexion ». */
export class LoginPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Connexion' });
  readonly email = () => this.page.getByLabel('E-mail', { exact: true });
  readonly password = () => this.page.getByLabel('Mot de passe', { exact: true });
  readonly submit = () =>
    this.page.getByRole('button', { name: /^(Se connecter|Connexion\.\.\.)$/ });
  readonly registerLink = () => this.page.getByRole('link', { name: "S'inscrire" });

  /** The form once the app has taken over the screen painted from login.html (no longer inert). */
  readonly liveForm = () => this.page.locator('form.auth__form:not([inert])');

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await waitForPath(this.page, '/login');
    await this.heading().waitFor();
    await this.liveForm().waitFor();
  }

  /** Fills and submits the form; does not wait for the outcome. */
  async login(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  }
}
