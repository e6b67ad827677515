// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { SessionContext, type Session } from '../../../session/session-context.ts';
import { ProposeAnyExchangeDialog, ProposeExchangeDialog } from './propose-exchange-dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

const INES = {
  id: 'n1',
  email: 'ines@example.fr',
  first_name: 'Inès',
  last_name: 'Moreau',
  name: 'Inès Moreau',
  role: 'nurse',
  status: 'approved',
} as User;
const DIRECTORY = [
  { id: 'n1', first_name: 'Inès', last_name: 'Moreau', name: 'Inès Moreau', role: 'nurse' },
  { id: 'c1', first_name: 'Paul', last_name: 'Martin', name: 'Paul Martin', role: 'caregiver' },
].map((entry) => ({ ...entry, profile_photo: null }));
const MISSIONS = [
  {
    id: 'p1',
    name: 'Nuit EHPAD Les Tilleuls',
    status: 'assigned',
    dateStart: '2030-01-15T20:00:00.000Z',
    dateEnd: '2030-01-16T06:00:00.000Z',
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error a field points at through `aria-describedby`, if any. */
function errorOf(field: Element | null): string | null {
  const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'));
  return error?.textContent ?? null;
}

describe('« Proposer un échange »', () => {
  let container: HTMLDivElement;
  let root: Root;
  const fetchMock = vi.fn<typeof fetch>();
  const onClose = vi.fn();
  const session: Session = {
    status: 'signed-in',
    user: INES,
    login: vi.fn(),
    logout: vi.fn(() => Promise.resolve(true)),
    updateUser: vi.fn(),
  };
  /** What the form sent (every call but the two lists it reads). */
  const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
  const field = (name: string) => container.querySelector<HTMLElement>(`[name="${name}"]`);

  /** Answers the two lists; `post` answers the proposal. */
  function serve(post: () => Response | Promise<Response>) {
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST') return Promise.resolve(post());
      if (String(url) === '/api/users/directory') return Promise.resolve(json(200, DIRECTORY));
      if (String(url) === '/api/prestations/me') return Promise.resolve(json(200, MISSIONS));
      return Promise.resolve(json(404, { detail: 'Introuvable' }));
    });
  }
  async function render(ui: ReactNode, ready: string) {
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <SessionContext value={session}>{ui}</SessionContext>
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() => expect(field(ready)).not.toBeNull());
  }
  async function submit() {
    await act(async () => container.querySelector('form')!.requestSubmit());
    await act(async () => {});
  }
  function choose(name: string, value: string) {
    const select = field(name) as HTMLSelectElement;
    act(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  beforeEach(() => {
    // jsdom has no modal dialogs: opening one is all the component asks.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    toasts.success.mockReset();
    toasts.error.mockReset();
    onClose.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('sends nothing when empty: both choices marked under their selects, the first focused', async () => {
    serve(() => json(500, {}));
    await render(<ProposeAnyExchangeDialog open onClose={onClose} />, 'prestation_id');
    await submit();

    expect(sent()).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
    const mission = field('prestation_id');
    const colleague = field('to_user_id');
    expect(mission?.getAttribute('aria-invalid')).toBe('true');
    expect(colleague?.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(mission)).toBe('Choisissez une prestation.');
    expect(errorOf(colleague)).toBe('Choisissez un(e) collègue.');
    expect(colleague?.parentElement?.textContent).toContain('Choisissez un(e) collègue.');
    expect(field('reason')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(mission);

    // A choice made takes its error away; the other stays.
    choose('prestation_id', 'p1');
    expect(mission?.hasAttribute('aria-invalid')).toBe(false);
    expect(colleague?.getAttribute('aria-invalid')).toBe('true');
  });

  it('for a given mission, asks only for the colleague', async () => {
    serve(() => json(500, {}));
    await render(
      <ProposeExchangeDialog missionId="p1" missionName="Nuit" open onClose={onClose} />,
      'to_user_id',
    );
    await submit();
    expect(sent()).toEqual([]);
    expect(field('prestation_id')).toBeNull();
    expect(errorOf(field('to_user_id'))).toBe('Choisissez un(e) collègue.');
    expect(document.activeElement).toBe(field('to_user_id'));
  });

  it('places a 422 under the reason by loc; sends the trimmed reason; a success is the toast', async () => {
    let posts = 0;
    serve(() =>
      ++posts === 1
        ? json(422, {
            detail: [
              {
                loc: ['body', 'reason'],
                msg: 'Le motif est trop long (1 000 caractères au plus).',
                type: 'too_big',
              },
            ],
          })
        : json(201, { message: "Proposition d'échange envoyée", exchange: {} }),
    );
    await render(<ProposeAnyExchangeDialog open onClose={onClose} />, 'prestation_id');
    choose('prestation_id', 'p1');
    choose('to_user_id', 'c1');
    const reason = field('reason') as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(reason, '  Rendez-vous médical jeudi soir. ');
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit();

    expect(sent()).toHaveLength(1);
    const [url, init] = sent()[0]!;
    expect(url).toBe('/api/exchanges');
    expect(JSON.parse(String(init?.body))).toEqual({
      prestation_id: 'p1',
      to_user_id: 'c1',
      reason: 'Rendez-vous médical jeudi soir.',
    });
    expect(toasts.error).not.toHaveBeenCalled();
    expect(errorOf(reason)).toBe('Le motif est trop long (1 000 caractères au plus).');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(onClose).not.toHaveBeenCalled();

    await submit();
    expect(toasts.success).toHaveBeenCalledWith("Proposition d'échange envoyée");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says a proposal not sent for want of network as a toast, not under a field', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await render(<ProposeAnyExchangeDialog open onClose={onClose} />, 'prestation_id');
    choose('prestation_id', 'p1');
    choose('to_user_id', 'c1');
    await submit();
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        "Pas de connexion : la proposition d'échange n'a pas été envoyée.",
      ),
    );
    expect(container.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
