// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../session/session-context.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { useDom } from '../../../test-kit/dom.test-support.ts';
import { InSession, signedIn } from '../../../test-kit/session.test-support.ts';
import { LEA } from '../../../test-kit/users.test-support.ts';
import { groupSecret, TwoFactorSection } from './two-factor-section.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

/** The contract's schema and the QR library load on first use: a busy machine may take a while. */
const LONG = { timeout: 10_000 };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-ef${String(i).padStart(2, '0')}`);

describe('TwoFactorSection', () => {
  let session: Session;
  const dom = useDom({ token: 'token-lea', resets: [toasts.success, toasts.error] });
  const { fetchMock, settle } = dom;
  beforeEach(() => {
    session = signedIn({ ...LEA }, (next) => (session = next));
  });

  const render = () =>
    act(() =>
      dom.root.render(
        <InSession session={session}>
          <TwoFactorSection />
        </InSession>,
      ),
    );
  const button = (name: string) =>
    [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.includes(name));
  const submit = async (code: string) => {
    const input = dom.container.querySelector<HTMLInputElement>('input[name="code"]')!;
    input.value = code;
    await act(async () => input.form!.requestSubmit());
    await settle();
  };

  it('groups the key by four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('sets it up: QR code with its alternative, the grouped key, the code checked, then the ten codes once', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/auth/2fa') return json(200, { enabled: false, required: false });
      if (url === '/api/auth/2fa/setup') {
        return json(200, {
          otpauth_url: `otpauth://totp/Rel%C3%A8ve:lea?secret=${SECRET}`,
          secret: SECRET,
        });
      }
      if (url === '/api/auth/2fa/enable') {
        bodies.push(JSON.parse(String(init?.body)));
        return json(200, { recovery_codes: CODES });
      }
      return json(404, { detail: 'Introuvable.' });
    });
    await render();
    await settle();
    await act(async () => button('Activer la double authentification')!.click());
    await settle();
    await vi.waitFor(() => expect(dom.container.querySelector('img')).not.toBeNull(), LONG);
    const img = dom.container.querySelector('img')!;
    expect(img.alt).toContain('QR code de la double authentification');
    expect(img.src).toMatch(/^data:image\/svg\+xml/);
    expect(dom.container.querySelector('code')?.textContent).toBe(groupSecret(SECRET));
    expect(document.activeElement?.textContent).toBe('1. Ajoutez Relève à votre application');

    // The contract's schema first: nothing is sent.
    await submit('12.34');
    await vi.waitFor(
      () => expect(dom.container.textContent).toContain('Ce code ne contient que des chiffres'),
      LONG,
    );
    expect(bodies).toEqual([]);

    await submit('123456');
    await vi.waitFor(() => expect(dom.container.querySelectorAll('ol li')).toHaveLength(10), LONG);
    expect(bodies).toEqual([{ code: '123456' }]);
    const shown = [...dom.container.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(shown).toEqual(CODES);
    expect(dom.container.textContent).toContain('ils ne seront plus jamais affichés');
    expect(document.activeElement?.textContent).toBe('Vos codes de secours');

    await act(async () => button('J’ai noté mes codes')!.click());
    expect(dom.container.querySelectorAll('ol li')).toHaveLength(0);
    expect(dom.container.textContent).toContain('Activée');
    expect(button('Désactiver la double authentification')).toBeDefined();
  });

  it('shows the server’s refusal of a wrong code under the field', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/2fa') return json(200, { enabled: false, required: false });
      if (url === '/api/auth/2fa/setup')
        return json(200, { otpauth_url: 'otpauth://totp/x', secret: SECRET });
      return json(422, { detail: 'Code incorrect.' });
    });
    await render();
    await settle();
    await act(async () => button('Activer la double authentification')!.click());
    await settle();
    await submit('000000');
    await vi.waitFor(() => expect(dom.container.textContent).toContain('Code incorrect.'), LONG);
    expect(dom.container.querySelectorAll('ol li')).toHaveLength(0);
  });
});
