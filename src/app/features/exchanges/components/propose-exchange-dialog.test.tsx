// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../session/session-context.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { errorOf, fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { aSession } from '../../../test-kit/session.test-support.ts';
import { aUser } from '../../../test-kit/users.test-support.ts';
import { ProposeAnyExchangeDialog, ProposeExchangeDialog } from './propose-exchange-dialog.tsx';
import { colleaguesOf } from '../order-exchanges.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

const INES = aUser({
  id: 'n1',
  email: 'ines@example.fr',
  first_name: 'Inès',
  last_name: 'Moreau',
  name: 'Inès Moreau',
});
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

describe('« Proposer un échange »', () => {
  const onClose = vi.fn();
  const session = aSession(INES);
  fakeModalDialogs({ closeEvent: false });
  const dom = useDom({ resets: [toasts.success, toasts.error, onClose] });
  const { fetchMock } = dom;
  /** What the form sent (every call but the two lists it reads). */
  const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
  const field = (name: string) => dom.container.querySelector<HTMLElement>(`[name="${name}"]`);

  /** Answers the two lists; `post` answers the proposal. */
  function serve(post: () => Response | Promise<Response>) {
    dom.stubApi(
      {
        'POST /api/exchanges': post,
        'GET /api/users/directory': () => json(200, DIRECTORY),
        'GET /api/prestations/me': () => json(200, MISSIONS),
      },
      () => json(404, { detail: 'Introuvable' }),
    );
  }
  async function render(ui: ReactNode, ready: string) {
    await act(async () =>
      dom.root.render(
        <QueryClientProvider client={new QueryClient()}>
          <SessionContext value={session}>{ui}</SessionContext>
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() => expect(field(ready)).not.toBeNull());
  }
  async function submit() {
    await act(async () => dom.container.querySelector('form')!.requestSubmit());
    await act(async () => {});
  }
  function choose(name: string, value: string) {
    const select = field(name) as HTMLSelectElement;
    act(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

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

  it('says a proposal not sent for want of network inside the dialog, not in a toast behind it', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await render(<ProposeAnyExchangeDialog open onClose={onClose} />, 'prestation_id');
    choose('prestation_id', 'p1');
    choose('to_user_id', 'c1');
    await submit();
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        "Pas de connexion\u202f: la proposition d'échange n'a pas été envoyée.",
      ),
    );
    expect(toasts.error).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});

describe('colleaguesOf', () => {
  it('offers a nurse-only mission to nurses only, an « any » one to both', () => {
    const people = [
      {
        id: 'me',
        first_name: 'A',
        last_name: 'Moi',
        name: 'A Moi',
        role: 'nurse' as const,
        profile_photo: null,
      },
      {
        id: 'n1',
        first_name: 'Inès',
        last_name: 'Moreau',
        name: 'Inès Moreau',
        role: 'nurse' as const,
        profile_photo: null,
      },
      {
        id: 'c1',
        first_name: 'Paul',
        last_name: 'Martin',
        name: 'Paul Martin',
        role: 'caregiver' as const,
        profile_photo: null,
      },
    ];
    expect(colleaguesOf(people, 'me', 'nurse').map((p) => p.id)).toEqual(['n1']);
    expect(colleaguesOf(people, 'me', 'caregiver').map((p) => p.id)).toEqual(['c1']);
    expect(colleaguesOf(people, 'me', 'any').map((p) => p.id)).toEqual(['n1', 'c1']);
  });
});
