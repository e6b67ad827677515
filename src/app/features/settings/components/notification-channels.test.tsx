// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../api/token-storage.ts';
import type { Session } from '../../../session/session-context.ts';
import { NotificationChannels } from './notification-channels.tsx';
import { InSession, json, LEA, signedIn } from './settings-test-kit.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

describe('NotificationChannels', () => {
  let container: HTMLDivElement;
  let root: Root;
  let session: Session;
  const fetchMock = vi.fn<typeof fetch>();

  const render = () =>
    act(() =>
      root.render(
        <InSession session={session}>
          <NotificationChannels />
        </InSession>,
      ),
    );
  const switchNamed = (label: string) =>
    [...container.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((input) =>
      input.closest('label')?.textContent?.includes(label),
    )!;
  const push = () => switchNamed('Notifications sur ce téléphone');
  const email = () => switchNamed('Par e-mail');
  const hintOf = (input: HTMLInputElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  beforeEach(() => {
    session = signedIn({ ...LEA }, (next) => (session = next));
    localStorage.setItem(TOKEN_KEY, 'token-lea');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    toasts.success.mockReset();
    toasts.error.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows a « Notifications » section with two labelled switches, each described by its hint', async () => {
    await render();
    const section = container.querySelector('section');
    const title = document.getElementById(section?.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Notifications');
    expect(container.querySelectorAll('input[role="switch"]')).toHaveLength(2);

    expect(push().type).toBe('checkbox');
    expect(push().checked).toBe(true);
    expect(hintOf(push())).toBe('Votre téléphone doit aussi les autoriser pour Relève.');
    expect(email().checked).toBe(true);
    expect(hintOf(email())).toBe(
      'À lea.bernard@example.fr : comptes, missions, rappels, fiches de paie.',
    );
  });

  it('saves « Par e-mail » at once through PUT /users/me/settings and makes the answer the session user', async () => {
    fetchMock.mockResolvedValue(json(200, { ...LEA, notify_email: false }));
    await render();
    await act(async () => email().click());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/me/settings');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ notify_email: false });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-lea');
    expect(session.updateUser).toHaveBeenCalledWith({ ...LEA, notify_email: false });
    expect(toasts.success).toHaveBeenCalledWith('Notifications par e-mail désactivées.');

    await render();
    expect(email().checked).toBe(false);
    expect(push().checked).toBe(true);
  });

  it('saves the push switch on its own field', async () => {
    session = { ...session, user: { ...LEA, notify_push: false } };
    fetchMock.mockResolvedValue(json(200, { ...LEA, notify_push: true }));
    await render();
    expect(push().checked).toBe(false);
    await act(async () => push().click());

    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ notify_push: true });
    expect(toasts.success).toHaveBeenCalledWith('Notifications sur téléphone activées.');
    await render();
    expect(push().checked).toBe(true);
  });

  it('keeps the saved value and says why when the change fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await render();
    await act(async () => push().click());
    expect(session.updateUser).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith(
      "Le réglage n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.",
    );
    expect(push().checked).toBe(true);
  });
});
