// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../session/session-context.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { useDom } from '../../../test-kit/dom.test-support.ts';
import { InSession, signedIn } from '../../../test-kit/session.test-support.ts';
import { LEA } from '../../../test-kit/users.test-support.ts';
import { NotificationChannels } from './notification-channels.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

describe('NotificationChannels', () => {
  let session: Session;

  const dom = useDom({ token: 'token-lea', resets: [toasts.success, toasts.error] });
  const { fetchMock } = dom;
  beforeEach(() => {
    session = signedIn({ ...LEA }, (next) => (session = next));
  });

  const render = () =>
    act(() =>
      dom.root.render(
        <InSession session={session}>
          <NotificationChannels />
        </InSession>,
      ),
    );
  const switchNamed = (label: string) =>
    [...dom.container.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((input) =>
      input.closest('label')?.textContent?.includes(label),
    )!;
  const push = () => switchNamed('Notifications sur ce téléphone');
  const email = () => switchNamed('Par e-mail');
  const hintOf = (input: HTMLInputElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  it('shows a « Notifications » section with two labelled switches, each described by its hint', async () => {
    await render();
    const section = dom.container.querySelector('section');
    const title = document.getElementById(section?.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Notifications');
    expect(dom.container.querySelectorAll('input[role="switch"]')).toHaveLength(2);

    expect(push().type).toBe('checkbox');
    expect(push().checked).toBe(true);
    expect(hintOf(push())).toBe('Votre téléphone doit aussi les autoriser pour Relève.');
    expect(email().checked).toBe(true);
    expect(hintOf(email())).toBe(
      'À lea.bernard@example.fr\u202f: comptes, missions, rappels, fiches de paie.',
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
