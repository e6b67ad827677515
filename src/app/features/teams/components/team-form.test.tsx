// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { TeamForm } from './team-form.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

function user(id: string, first_name: string, role: User['role']): User {
  return {
    id,
    email: `${id}@example.fr`,
    first_name,
    last_name: 'Martin',
    name: `${first_name} Martin`,
    phone: '',
    address: '',
    role,
    status: 'approved',
    profile_photo: null,
    created_at: '2025-01-01T00:00:00.000Z',
    tarification: null,
    share_position: false,
    notify_push: true,
    notify_email: true,
    rpps: null,
    rpps_verified_at: null,
    rpps_verified_by: null,
    credentials_verified: false,
    deleted_at: null,
  };
}
const USERS = [
  user('n1', 'Inès', 'nurse'),
  user('c1', 'Paul', 'caregiver'),
  user('a1', 'Anne', 'admin'),
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

describe('TeamForm', () => {
  let container: HTMLDivElement;
  let root: Root;
  const fetchMock = vi.fn<typeof fetch>();
  const onDone = vi.fn();
  /** The calls other than loading the users: what the form sent. */
  const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

  const field = (name: string) => container.querySelector<HTMLElement>(`[name="${name}"]`);
  const checkboxes = () => [
    ...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
  ];

  async function render() {
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <TeamForm team={null} onDone={onDone} />
        </QueryClientProvider>,
      ),
    );
    // The approved professionals, loaded: one box each.
    await vi.waitFor(() => expect(checkboxes()).toHaveLength(2));
  }
  async function submit() {
    await act(async () => container.querySelector('form')!.requestSubmit());
    await act(async () => {});
  }
  function type(name: string, value: string) {
    const element = field(name) as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((url) =>
      Promise.resolve(String(url) === '/api/users' ? json(200, USERS) : json(500, {})),
    );
    vi.stubGlobal('fetch', fetchMock);
    toasts.success.mockReset();
    toasts.error.mockReset();
    onDone.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('sends nothing without a name: the name is marked, its message under it, focused', async () => {
    await render();
    type('name', '   ');
    await submit();

    expect(sent()).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
    const name = field('name');
    expect(name?.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe("Le nom de l'équipe est obligatoire.");
    expect(name?.parentElement?.textContent).toContain("Le nom de l'équipe est obligatoire.");
    expect(document.activeElement).toBe(name);
    // Only the wrong field is marked.
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

    type('name', 'Équipe de nuit');
    expect(name?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('places the server’s 422 under the members and the referent, by loc, without a toast', async () => {
    fetchMock.mockImplementation((url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? json(422, {
              detail: [
                {
                  loc: ['body', 'members', 0],
                  msg: 'Seul un infirmier ou un aide-soignant approuvé peut être membre.',
                  type: 'value_error',
                },
                {
                  loc: ['body', 'referent_user_id'],
                  msg: "Le référent doit être un membre de l'équipe ou un administrateur.",
                  type: 'value_error',
                },
              ],
            })
          : json(200, USERS),
      ),
    );
    await render();
    type('name', '  Équipe de nuit ');
    await act(async () => checkboxes()[0]!.click());
    await submit();

    expect(sent()).toHaveLength(1);
    const [url, init] = sent()[0]!;
    expect(url).toBe('/api/teams');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Équipe de nuit',
      referent_user_id: null,
      members: ['n1'],
    });
    expect(toasts.error).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    for (const box of checkboxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(box)).toBe('Seul un infirmier ou un aide-soignant approuvé peut être membre.');
    }
    const referent = field('referent_user_id');
    expect(errorOf(referent)).toBe(
      "Le référent doit être un membre de l'équipe ou un administrateur.",
    );
    expect(document.activeElement).toBe(checkboxes()[0]);
  });

  it('says a refusal other than a 422 as a toast, and a success as one', async () => {
    let posts = 0;
    fetchMock.mockImplementation((url, init) =>
      Promise.resolve(
        init?.method !== 'POST'
          ? json(200, USERS)
          : ++posts === 1
            ? json(403, { detail: 'Accès réservé aux administrateurs.' })
            : json(201, {
                message: 'Équipe créée',
                team: {
                  id: 't1',
                  name: 'Équipe de nuit',
                  referent_user_id: null,
                  referent_name: null,
                  members: [],
                  member_names: [],
                  created_at: '2025-01-01T00:00:00.000Z',
                },
              }),
      ),
    );
    await render();
    type('name', 'Équipe de nuit');
    await submit();
    expect(toasts.error).toHaveBeenCalledWith('Accès réservé aux administrateurs.');
    expect(container.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    await submit();
    expect(toasts.success).toHaveBeenCalledWith('Équipe créée');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
