import type { Page } from 'playwright-core';
import { waitForPath } from '../harness.ts';

/** /messages: conversations, the open thread and its send box. */
export class TogetherMessagesPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Messages' });
  readonly newConversationButton = () =>
    this.page.getByRole('button', { name: 'Nouvelle conversation', exact: true });
  readonly conversations = () => this.page.getByRole('region', { name: 'Conversations' });
  /** A conversation of the list, by the other person's name. */
  readonly conversation = (name: string) =>
    this.conversations().getByRole('link').filter({ hasText: name });
  /** The open thread's messages. */
  readonly thread = (name: string) => this.page.getByRole('log', { name: `Messages avec ${name}` });
  readonly bubble = (name: string, text: string) =>
    this.thread(name).getByRole('listitem').filter({ hasText: text });
  readonly messageField = () => this.page.getByLabel('Votre message', { exact: true });
  readonly sendButton = () => this.page.getByRole('button', { name: 'Envoyer', exact: true });
  readonly backButton = () => this.page.getByRole('link', { name: /Retour aux conversations/ });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Nouvelle conversation' });

  async goto(): Promise<void> {
    await this.page.goto('/messages');
    await waitForPath(this.page, '/messages');
    await this.heading().waitFor();
  }

  /** Opens « Nouvelle conversation » and picks a person by name. */
  async startConversationWith(name: string): Promise<void> {
    await this.newConversationButton().click();
    await this.dialog().waitFor();
    await this.dialog()
      .getByLabel('Rechercher une personne')
      .fill(name.split(' ')[0] ?? name);
    await this.dialog()
      .getByRole('button', { name: new RegExp(`^Écrire à ${name}`) })
      .click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async send(text: string): Promise<void> {
    await this.messageField().fill(text);
    await this.sendButton().click();
  }
}
