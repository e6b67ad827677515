import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  role: 'nurse' | 'caregiver' | 'établissement de santé';
  /** « Nom de l'établissement », for 'établissement de santé'. */
  name?: string;
  /** « Numéro RPPS (facultatif) », offered to nurses only. */
  rpps?: string;
  tariffs?: Partial<Record<TariffLabel, string>>;
}

export type TariffLabel =
  | 'Tarif semaine (€/h)'
  | 'Tarif week-end (€/h)'
  | 'Tarif nuit semaine (€/h)'
  | 'Tarif nuit week-end (€/h)'
  | 'Frais de déplacement (€)';

/** /register: « Inscription ». */
export class RegisterPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Inscription' });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: "S'inscrire", exact: true });

  /**
   * The error said under a field (the `.field__error` among what it points at through
   * `aria-describedby`), once the field is marked `aria-invalid`.
   */
  async fieldError(label: string): Promise<string> {
    const field = this.field(label);
    await field.and(this.page.locator('[aria-invalid="true"]')).waitFor();
    return field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((note) => note?.classList.contains('field__error'))
        .map((note) => note?.textContent ?? '')
        .join(' '),
    );
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
    await waitForPath(this.page, '/register');
    await this.heading().waitFor();
  }

  /** Fills every field of `person` and submits; does not wait for the outcome. */
  async register(person: Registration): Promise<void> {
    await this.field('Prénom').fill(person.first_name);
    await this.field('Nom').fill(person.last_name);
    await this.field('E-mail').fill(person.email);
    await this.field('Mot de passe').fill(person.password);
    await this.field('Téléphone').fill(person.phone);
    await this.field('Adresse').fill(person.address);
    await this.field('Rôle').selectOption(person.role);
    if (person.name !== undefined) await this.field("Nom de l'établissement").fill(person.name);
    if (person.rpps !== undefined) await this.field('Numéro RPPS (facultatif)').fill(person.rpps);
    for (const [label, value] of Object.entries(person.tariffs ?? {})) {
      await this.field(label).fill(value);
    }
    await this.submit().click();
  }
}
