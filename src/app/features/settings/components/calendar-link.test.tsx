// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../api/token-storage.ts';
import { CalendarLink } from './calendar-link.tsx';
import { json } from './settings-test-kit.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

const URL_1 =
  'https://releve.exemple.fr/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 =
  'https://releve.exemple.fr/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';
const LINK_1 = {
  url: URL_1,
  webcal_url: URL_1.replace('https:', 'webcal:'),
  created_at: '2026-11-20T08:00:00.000Z',
};
const LINK_2 = {
  url: URL_2,
  webcal_url: URL_2.replace('https:', 'webcal:'),
  created_at: '2026-11-24T08:00:00.000Z',
};
const NONE = { url: null, webcal_url: null, created_at: null };

describe('CalendarLink', () => {
  let container: HTMLDivElement;
  let root: Root;
  const fetchMock = vi.fn<typeof fetch>();
  const writeText = vi.fn<(text: string) => Promise<void>>();

  /** Lets the answers in flight arrive (fetch, then its body, then the render). */
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const render = async () => {
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <CalendarLink />
        </QueryClientProvider>,
      ),
    );
    await settle();
  };
  /** The buttons she can reach: the closed dialog's are not. */
  const buttons = () =>
    [...container.querySelectorAll('button')].filter((b) => !b.closest('dialog:not([open])'));
  const button = (text: string) => {
    const found = buttons().find((b) => b.textContent === text);
    if (!found) throw new Error(`No button « ${text} »: ${buttons().map((b) => b.textContent)}`);
    return found;
  };
  const click = async (text: string) => {
    await act(async () => button(text).click());
    await settle();
  };
  /** The calls made, as `METHOD path`. */
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

  beforeAll(() => {
    // jsdom has no modal dialogs: enough of one for the component.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'token-lea');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
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
    vi.restoreAllMocks();
  });

  it('explains itself and offers to create a link when she has none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, NONE)).mockResolvedValueOnce(json(201, LINK_1));
    await render();
    expect(container.querySelector('h2')?.textContent).toBe('Ajouter à mon agenda');
    expect(container.textContent).toContain(
      'Vos missions à venir apparaissent dans l’agenda de votre téléphone et s’y mettent à jour d’elles-mêmes.',
    );
    expect(buttons().map((b) => b.textContent)).toEqual(['Créer mon lien d’agenda']);

    await click('Créer mon lien d’agenda');
    expect(calls()).toEqual(['GET /api/users/me/calendar', 'POST /api/users/me/calendar']);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('authorization')).toBe(
      'Bearer token-lea',
    );
    expect(toasts.success).toHaveBeenCalledWith('Lien d’agenda créé.');
    // The new link is shown at once, without another call.
    const field = container.querySelector<HTMLInputElement>('input');
    expect(field?.value).toBe(URL_1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows her link in a labelled read-only field, copies it and opens it as webcal', async () => {
    fetchMock.mockResolvedValueOnce(json(200, LINK_1));
    writeText.mockResolvedValue();
    await render();
    const field = container.querySelector<HTMLInputElement>('input')!;
    expect(field.value).toBe(URL_1);
    expect(field.readOnly).toBe(true);
    expect(container.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(
      'Adresse de votre agenda',
    );
    const open = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Ouvrir dans mon agenda',
    );
    expect(open?.getAttribute('href')).toBe(LINK_1.webcal_url);

    await click('Copier le lien');
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(toasts.success).toHaveBeenCalledWith('Lien copié.');
  });

  it('replaces the link only once she has confirmed, saying the old one stops working', async () => {
    fetchMock.mockResolvedValueOnce(json(200, LINK_1)).mockResolvedValueOnce(json(201, LINK_2));
    await render();
    await click('Remplacer le lien');
    const dialog = container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('L’ancien lien cessera de fonctionner');
    expect(calls()).toEqual(['GET /api/users/me/calendar']);

    await click('Remplacer');
    expect(calls()).toEqual(['GET /api/users/me/calendar', 'POST /api/users/me/calendar']);
    expect(container.querySelector<HTMLInputElement>('input')?.value).toBe(URL_2);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(toasts.success).toHaveBeenCalledWith('Nouveau lien créé. L’ancien ne fonctionne plus.');
  });

  it('retires the link after confirmation, then offers to create one again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, LINK_1))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await render();
    await click('Retirer le lien');
    await click('Garder le lien');
    expect(calls()).toEqual(['GET /api/users/me/calendar']);

    await click('Retirer le lien');
    await click('Retirer');
    expect(calls()).toEqual(['GET /api/users/me/calendar', 'DELETE /api/users/me/calendar']);
    expect(toasts.success).toHaveBeenCalledWith('Lien d’agenda retiré.');
    expect(container.querySelector('input')).toBeNull();
    expect(buttons().some((b) => b.textContent === 'Créer mon lien d’agenda')).toBe(true);
  });

  it('says why when a change fails, and keeps the link', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, LINK_1))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await render();
    await click('Retirer le lien');
    await click('Retirer');
    expect(toasts.error).toHaveBeenCalledWith(
      'Le lien d’agenda n’a pas pu être modifié. Vérifiez votre connexion et réessayez.',
    );
    expect(container.querySelector<HTMLInputElement>('input')?.value).toBe(URL_1);
  });

  it('offline: shows nothing to create when the link cannot be read, and changes wait', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await render();
    expect(buttons()).toEqual([]);
    expect(container.textContent).toContain('Hors ligne');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('offline with a known link: it still copies, but replacing and retiring are disabled', async () => {
    fetchMock.mockResolvedValueOnce(json(200, LINK_1));
    await render();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(button('Copier le lien').disabled).toBe(false);
    expect(button('Remplacer le lien').disabled).toBe(true);
    expect(button('Retirer le lien').disabled).toBe(true);
  });
});
