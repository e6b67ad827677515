// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { TOKEN_KEY } from '../../../api/token-storage.ts';
import type { Session } from '../../../session/session-context.ts';
import { ProfessionalProfile } from './professional-profile.tsx';
import { InSession, json, LEA, signedIn } from './settings-test-kit.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

describe('ProfessionalProfile', () => {
  let container: HTMLDivElement;
  let root: Root;
  let session: Session;
  let user: User;
  const fetchMock = vi.fn<typeof fetch>();

  const render = () =>
    act(() =>
      root.render(
        <InSession session={session}>
          <ProfessionalProfile />
        </InSession>,
      ),
    );
  const toggle = () => container.querySelector<HTMLInputElement>('input[role="switch"]')!;

  beforeEach(() => {
    user = { ...LEA };
    session = signedIn(user, (next) => (session = next));
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

  it('shows her details, a labelled switch described by the privacy note, and « Déconnexion »', async () => {
    await render();
    expect(container.querySelector('h1')?.textContent).toBe('Profil');
    const text = container.textContent ?? '';
    for (const part of ['Léa Bernard', 'Infirmier(ère)']) expect(text).toContain(part);
    // Her details are in the editable form (the e-mail address shown, not editable).
    const values = [...container.querySelectorAll('input')].map((input) => input.value);
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

    const logout = [...container.querySelectorAll('button')].find(
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
    await act(async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
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
    act(() => root.unmount());
    root = createRoot(container);
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
