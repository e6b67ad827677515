// @vitest-environment jsdom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { errorOf, useDom } from '../../../test-kit/dom.test-support.ts';
import { aUser } from '../../../test-kit/users.test-support.ts';
import { TeamForm } from './team-form.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

const user = (id: string, first_name: string, role: User['role']) =>
  aUser({
    id,
    email: `${id}@example.fr`,
    first_name,
    last_name: 'Martin',
    name: `${first_name} Martin`,
    phone: '',
    role,
  });
const USERS = [
  user('n1', 'Inès', 'nurse'),
  user('c1', 'Paul', 'caregiver'),
  user('a1', 'Anne', 'admin'),
];

describe('TeamForm', () => {
  const onDone = vi.fn();
  const dom = useDom({ resets: [toasts.success, toasts.error, onDone] });
  const { fetchMock } = dom;
  beforeEach(() => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(String(url) === '/api/users' ? json(200, USERS) : json(500, {})),
    );
  });
  /** The calls other than loading the users: what the form sent. */
  const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

  const field = (name: string) => dom.container.querySelector<HTMLElement>(`[name="${name}"]`);
  const checkboxes = () => [
    ...dom.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
  ];

  async function render() {
    await act(async () =>
      dom.root.render(
        <QueryClientProvider client={new QueryClient()}>
          <TeamForm team={null} onDone={onDone} />
        </QueryClientProvider>,
      ),
    );
    // The approved professionals, loaded: one box each.
    await vi.waitFor(() => expect(checkboxes()).toHaveLength(2));
  }
  async function submit() {
    await act(async () => dom.container.querySelector('form')!.requestSubmit());
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
    expect(dom.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

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
    expect(dom.container.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    await submit();
    expect(toasts.success).toHaveBeenCalledWith('Équipe créée');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
