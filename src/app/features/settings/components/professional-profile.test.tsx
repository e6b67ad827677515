// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import type { Session } from '../../../session/session-context.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { useDom } from '../../../test-kit/dom.test-support.ts';
import { InSession, signedIn } from '../../../test-kit/session.test-support.ts';
import { LEA } from '../../../test-kit/users.test-support.ts';
import { ProfessionalProfile } from './professional-profile.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

describe('ProfessionalProfile', () => {
  let session: Session;
  let user: User;

  const dom = useDom({ token: 'token-lea', resets: [toasts.success, toasts.error] });
  const { fetchMock, settle } = dom;
  beforeEach(() => {
    user = { ...LEA };
    session = signedIn(user, (next) => (session = next));
  });

  const render = () =>
    act(() =>
      dom.root.render(
        <InSession session={session}>
          <ProfessionalProfile />
        </InSession>,
      ),
    );
  const toggle = () => dom.container.querySelector<HTMLInputElement>('input[role="switch"]')!;

  it('shows her details, a labelled switch described by the privacy note, and « Déconnexion »', async () => {
    await render();
    expect(dom.container.querySelector('h1')?.textContent).toBe('Profil');
    const text = dom.container.textContent ?? '';
    for (const part of ['Léa Bernard', 'Infirmier(ère)']) expect(text).toContain(part);
    // Her details are in the editable form (the e-mail address shown, not editable).
    const values = [...dom.container.querySelectorAll('input')].map((input) => input.value);
    expect(values).toEqual(expect.arrayContaining(['lea.bernard@example.fr', '06 12 34 56 78']));
    const input = toggle();
    expect(input.type).toBe('checkbox');
    expect(input.checked).toBe(false);
    // Its name is its label, its description the note that says what is read.
    expect(input.closest('label')?.textContent).toContain('Partager ma position lors des gestes');
    const note = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toContain('une seule fois à chaque geste');
    expect(note?.textContent).toContain('jamais suivi(e) entre deux gestes');
    expect(note?.textContent).toContain('à quelle distance de lui');
    expect(note?.textContent).toContain('conservée avec l’historique de la prestation');

    const logout = [...dom.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Déconnexion',
    );
    await act(async () => logout?.click());
    expect(session.logout).toHaveBeenCalledTimes(1);
  });

  it('saves the switch through PUT /users/me/settings and makes the answer the session user', async () => {
    // A fresh answer per call: the calendar link (« Ajouter à mon agenda »), her account and
    // her documents are read on arrival.
    let stored: User = LEA;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/users/me/calendar') {
        return json(200, { url: null, webcal_url: null, created_at: null });
      }
      if (url === `/api/users/${LEA.id}/documents`) return json(200, []);
      if (init?.method === 'PUT') stored = { ...LEA, share_position: true };
      return json(200, stored);
    });
    await render();
    // Her account and documents, read on arrival, have come back.
    await settle();
    await act(async () => toggle().click());

    // Besides the reads, one call: the PUT.
    const saves = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(saves).toHaveLength(1);
    const [url, init] = saves[0]!;
    expect(url).toBe('/api/users/me/settings');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ share_position: true });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-lea');
    expect(session.updateUser).toHaveBeenCalledWith({ ...LEA, share_position: true });
    expect(toasts.success).toHaveBeenCalledWith('Position partagée lors des gestes.');

    // Opened again, the profile shows the saved value.
    dom.remount();
    await render();
    expect(toggle().checked).toBe(true);
  });

  it('keeps the saved value and says why when the change fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await render();
    await act(async () => toggle().click());
    expect(session.updateUser).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith(
      "Le réglage n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.",
    );
    expect(toggle().checked).toBe(false);
  });
});
