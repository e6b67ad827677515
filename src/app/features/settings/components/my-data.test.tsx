// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { TOKEN_KEY } from '../../../api/token-storage.ts';
import type { Session } from '../../../session/session-context.ts';
import { json } from '../../../test-kit/api.test-support.ts';
import { fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { InSession, signedIn } from '../../../test-kit/session.test-support.ts';
import { LEA } from '../../../test-kit/users.test-support.ts';
import { MyData } from './my-data.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/save-file.ts', () => ({ saveFile: saved }));

describe('MyData', () => {
  let session: Session;

  fakeModalDialogs({ closeEvent: true });
  const dom = useDom({
    token: 'token-lea',
    resets: [toasts.success, toasts.error, saved],
    rounds: 6,
  });
  const { fetchMock, buttons, click, calls } = dom;
  beforeEach(() => {
    session = signedIn({ ...LEA }, (next) => (session = next));
  });

  const render = async (role: User['role'] = 'nurse') => {
    await act(async () =>
      dom.root.render(
        <InSession session={session}>
          <MyData user={{ role }} />
        </InSession>,
      ),
    );
  };
  const password = () => dom.container.querySelector<HTMLInputElement>('input[name="password"]')!;

  it('downloads everything kept about her under the server’s file name', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"exported_at":"2026-03-02T09:00:00Z","account":{}}', {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="releve-mes-donnees-2026-03-02.json"',
        },
      }),
    );
    await render();
    await click('Télécharger mes données');
    expect(calls()).toEqual(['GET /api/users/me/export']);
    expect(saved).toHaveBeenCalledWith(expect.anything(), 'releve-mes-donnees-2026-03-02.json');
    expect(toasts.success).toHaveBeenCalledWith('Vos données ont été téléchargées.');
  });

  it('says what is erased and what is kept, and asks for her password first', async () => {
    await render();
    await click('Supprimer mon compte');
    const dialog = dom.container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Supprimer votre compte\u202f?');
    expect(dialog.textContent).toContain('votre numéro RPPS, vos justificatifs');
    expect(dialog.textContent).toContain('vos bulletins de paie');
    expect(dialog.textContent).toContain('« Compte supprimé »');
    expect(dialog.textContent).toContain('Cette suppression est définitive.');

    // Nothing sent without the password, said under its field.
    await click('Supprimer définitivement');
    expect(calls()).toEqual([]);
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('Le mot de passe est obligatoire.');

    await click('Annuler');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('erases the account with her password, then ends the session with a toast', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await render();
    await click('Supprimer mon compte');
    password().value = 'Soins-de-nuit-2025';
    await click('Supprimer définitivement');
    expect(calls()).toEqual(['DELETE /api/users/me']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      password: 'Soins-de-nuit-2025',
    });
    expect(toasts.success).toHaveBeenCalledWith(
      'Votre compte a été supprimé. Merci d’avoir utilisé Relève.',
      expect.anything(),
    );
    expect(session.logout).toHaveBeenCalledWith('erased');
  });

  it('keeps her signed in and says so under the field when the password is wrong', async () => {
    // The server's answer (a 422 on the field), and a 401 as well, just in case.
    fetchMock
      .mockResolvedValueOnce(
        json(422, { detail: [{ loc: ['body', 'password'], msg: 'Mot de passe incorrect.' }] }),
      )
      .mockResolvedValueOnce(json(401, { detail: 'Mot de passe incorrect.' }));
    await render();
    await click('Supprimer mon compte');
    password().value = 'pas-le-bon';
    await click('Supprimer définitivement');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(dom.container.querySelector('dialog')?.textContent).toContain('Mot de passe incorrect.');
    // A 401 here is about the password, not an expired session.
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-lea');
    await click('Supprimer définitivement');
    expect(dom.container.querySelector('dialog')?.textContent).toContain('Mot de passe incorrect.');
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('says in the dialog why the account cannot be erased yet (409)', async () => {
    const detail =
      'Vous avez encore des missions à venir ou en cours : terminez-les ou retirez-vous avant de supprimer votre compte.';
    fetchMock.mockResolvedValueOnce(json(409, { detail }));
    await render();
    await click('Supprimer mon compte');
    password().value = 'Soins-de-nuit-2025';
    await click('Supprimer définitivement');
    expect(dom.container.querySelector('dialog')?.textContent).toContain(detail);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('offers the administrator her export but no erasure', async () => {
    await render('admin');
    expect(buttons().map((b) => b.textContent)).toEqual(['Télécharger mes données']);
  });

  it('tells an establishment what its erasure keeps: missions and billing', async () => {
    await render('institution');
    await click('Supprimer mon compte');
    const text = dom.container.querySelector('dialog')?.textContent ?? '';
    expect(text).toContain('les missions et la facturation');
    expect(text).not.toContain('RPPS');
  });
});
