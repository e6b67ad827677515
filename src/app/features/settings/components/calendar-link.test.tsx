// @vitest-environment jsdom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test-kit/api.test-support.ts';
import { fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { CalendarLink } from './calendar-link.tsx';

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
  const writeText = vi.fn<(text: string) => Promise<void>>();

  fakeModalDialogs({ closeEvent: true });
  beforeEach(() => {
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const dom = useDom({ token: 'token-lea', resets: [toasts.success, toasts.error] });
  const { fetchMock, settle, buttons, button, click, calls } = dom;

  const render = async () => {
    await act(async () =>
      dom.root.render(
        <QueryClientProvider client={new QueryClient()}>
          <CalendarLink />
        </QueryClientProvider>,
      ),
    );
    await settle();
  };

  it('explains itself and offers to create a link when she has none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, NONE)).mockResolvedValueOnce(json(201, LINK_1));
    await render();
    expect(dom.container.querySelector('h2')?.textContent).toBe('Ajouter à mon agenda');
    expect(dom.container.textContent).toContain(
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
    const field = dom.container.querySelector<HTMLInputElement>('input');
    expect(field?.value).toBe(URL_1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows her link in a labelled read-only field, copies it and opens it as webcal', async () => {
    fetchMock.mockResolvedValueOnce(json(200, LINK_1));
    writeText.mockResolvedValue();
    await render();
    const field = dom.container.querySelector<HTMLInputElement>('input')!;
    expect(field.value).toBe(URL_1);
    expect(field.readOnly).toBe(true);
    expect(dom.container.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(
      'Adresse de votre agenda',
    );
    const open = [...dom.container.querySelectorAll('a')].find(
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
    const dialog = dom.container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('L’ancien lien cessera de fonctionner');
    expect(calls()).toEqual(['GET /api/users/me/calendar']);

    await click('Remplacer');
    expect(calls()).toEqual(['GET /api/users/me/calendar', 'POST /api/users/me/calendar']);
    expect(dom.container.querySelector<HTMLInputElement>('input')?.value).toBe(URL_2);
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
    expect(dom.container.querySelector('input')).toBeNull();
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
    expect(dom.container.querySelector<HTMLInputElement>('input')?.value).toBe(URL_1);
  });

  it('offline: shows nothing to create when the link cannot be read, and changes wait', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await render();
    expect(buttons()).toEqual([]);
    expect(dom.container.textContent).toContain('Hors ligne');
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
