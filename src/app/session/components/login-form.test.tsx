// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { useDom } from '../../test-kit/dom.test-support.ts';
import { SessionContext, type Session } from '../session-context.ts';
import { LoginForm } from './login-form.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

describe('LoginForm', () => {
  let session: Session;
  const dom = useDom({ fetch: false, resets: [toasts.success, toasts.error] });

  const input = (name: string) =>
    dom.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const describedBy = (element: Element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
  /** Submits and lets the schema's chunk load and the errors render. */
  async function submit() {
    await act(async () => {
      dom.container.querySelector('form')!.requestSubmit();
      await vi.dynamicImportSettled();
    });
    await act(async () => {});
  }
  function type(name: string, value: string) {
    const element = input(name);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  beforeEach(() => {
    session = {
      status: 'signed-out',
      user: null,
      login: vi.fn(),
      completeTwoFactor: vi.fn(),
      acceptInvitation: vi.fn(),
      logout: vi.fn(() => Promise.resolve(true)),
      updateUser: vi.fn(),
    };
    act(() =>
      dom.root.render(
        <MemoryRouter initialEntries={['/login']}>
          <SessionContext value={session}>
            <LoginForm />
          </SessionContext>
        </MemoryRouter>,
      ),
    );
  });

  it('catches an empty form: nothing sent, both fields marked, each message under its field', async () => {
    await submit();
    expect(session.login).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(input('password').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('email'))).toBe("L'adresse e-mail est obligatoire.");
    expect(describedBy(input('password'))).toBe('Le mot de passe est obligatoire.');
    // The message sits right under its own field, and the first wrong field has the focus.
    expect(input('email').parentElement?.textContent).toContain(
      "L'adresse e-mail est obligatoire.",
    );
    expect(document.activeElement).toBe(input('email'));
  });

  it('clears a field’s error as it is typed, and sends once both are filled', async () => {
    await submit();
    type('email', 'lea@example.fr');
    expect(input('email').hasAttribute('aria-invalid')).toBe(false);
    expect(input('password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('email'));

    await submit();
    expect(session.login).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input('password'));

    vi.mocked(session.login).mockResolvedValue({ role: 'nurse' } as never);
    type('password', 'releve-demo-2026');
    await submit();
    expect(session.login).toHaveBeenCalledWith('lea@example.fr', 'releve-demo-2026');
    expect(toasts.success).toHaveBeenCalledWith('Connexion réussie!', {
      position: 'bottom-center',
      autoClose: 3000,
    });
  });

  it('shows a refused sign-in in the form, the server’s own sentence, never a toast', async () => {
    vi.mocked(session.login).mockRejectedValue(
      new ApiError(401, 'Adresse e-mail ou mot de passe incorrect.'),
    );
    type('email', 'lea@example.fr');
    type('password', 'mauvais');
    await submit();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(dom.container.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('places a server 422 under its field by loc, and what matches no field above the button', async () => {
    vi.mocked(session.login).mockRejectedValue(
      new ApiError(422, [
        { loc: ['body', 'email'], msg: "L'adresse e-mail est trop longue.", type: 'too_big' },
        { loc: ['body'], msg: 'Corps de requête invalide.', type: 'invalid_type' },
      ]),
    );
    type('email', 'lea@example.fr');
    type('password', 'x');
    await submit();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(describedBy(input('email'))).toBe("L'adresse e-mail est trop longue.");
    const alert = dom.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Corps de requête invalide.');
    expect(alert?.nextElementSibling?.getAttribute('type')).toBe('submit');
  });
});
