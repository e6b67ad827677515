// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { CLAIM_DOCUMENTS_EXPIRED, CLAIM_NEEDS_DOCUMENT } from '../../../../contract/credentials.ts';
import type { OpenMission } from '../../../../contract/staffing.ts';
import { makeMission } from '../../../offline/fake-server.test-support.ts';
import { SessionContext } from '../../../session/session-context.ts';
import { json, type Routes } from '../../../test-kit/api.test-support.ts';
import { useDom } from '../../../test-kit/dom.test-support.ts';
import { aSession } from '../../../test-kit/session.test-support.ts';
import { aUser } from '../../../test-kit/users.test-support.ts';
import { OpenMissions } from './open-missions.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

const MISSION: OpenMission = {
  ...makeMission({
    id: 'open-1',
    name: 'Garde de nuit',
    status: 'open',
    assigned_to: null,
    assigned_name: null,
  }),
  estimated_pay: 213.75,
};

// The device copy is the offline layer's business: here the list is simply there.
vi.mock('../../../offline/use-offline-list.ts', () => ({
  useOfflineList: () => ({
    rows: [MISSION],
    failed: false,
    offlineBanner: null,
    refresh: () => Promise.resolve(),
  }),
}));
vi.mock('../../../offline/refresh.ts', () => ({ refreshCollection: () => Promise.resolve() }));

const CAMILLE = aUser({
  email: 'camille@example.fr',
  first_name: 'Camille',
  last_name: 'Martin',
  name: 'Camille Martin',
});

const verifiedExpired = {
  id: 'd1',
  user_id: 'nurse-1',
  kind: 'diplome',
  file_name: 'diplome.pdf',
  content_type: 'application/pdf',
  size: 1000,
  expires_on: '2025-01-31',
  expired: true,
  status: 'verified',
  reason: null,
  reviewed_by: 'Admin',
  reviewed_at: '2024-01-01T00:00:00.000Z',
  uploaded_at: '2024-01-01T00:00:00.000Z',
  file_url: '/api/documents/d1/file',
};

describe('OpenMissions and her documents', () => {
  const updateUser = vi.fn();
  const dom = useDom({
    token: 'token-camille',
    resets: [updateUser, toasts.success, toasts.error],
    rounds: 8,
  });
  const { settle } = dom;

  /** Renders the list for a session that believes `sessionUser`, the server answering `routes`. */
  const render = async (sessionUser: User, routes: Routes) => {
    dom.stubApi(routes);
    const session = aSession(sessionUser, { updateUser });
    await act(async () =>
      dom.root.render(
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient()}>
            <SessionContext value={session}>
              <OpenMissions user={sessionUser} />
            </SessionContext>
          </QueryClientProvider>
        </MemoryRouter>,
      ),
    );
    await settle();
  };
  const claimButton = () =>
    [...dom.container.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Je prends cette mission'),
    );
  const note = () => dom.container.querySelector('.proof-note');

  it('without a verified document: the reason, a way to her profile, and no claim button', async () => {
    await render(CAMILLE, {
      'GET /api/auth/me': () => json(200, CAMILLE),
      'GET /api/users/nurse-1/documents': () => json(200, []),
    });
    expect(note()?.querySelector('h2')?.textContent).toBe('Justificatif requis');
    expect(note()?.textContent).toContain(CLAIM_NEEDS_DOCUMENT);
    const link = note()?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/profile');
    expect(link?.textContent).toBe('Déposer un justificatif');
    // The mission is still shown, to read; only the button is not offered.
    expect(dom.container.textContent).toContain('Garde de nuit');
    expect(claimButton()).toBeUndefined();
  });

  it('says her verified documents have expired when they have', async () => {
    await render(CAMILLE, {
      'GET /api/auth/me': () => json(200, CAMILLE),
      'GET /api/users/nurse-1/documents': () => json(200, [verifiedExpired]),
    });
    expect(note()?.textContent).toContain(CLAIM_DOCUMENTS_EXPIRED);
    expect(claimButton()).toBeUndefined();
  });

  it('says when a document waits for the administrator', async () => {
    await render(CAMILLE, {
      'GET /api/auth/me': () => json(200, CAMILLE),
      'GET /api/users/nurse-1/documents': () =>
        json(200, [{ ...verifiedExpired, status: 'pending', expired: false, expires_on: null }]),
    });
    expect(note()?.textContent).toContain('attend la vérification de l’administrateur');
  });

  it('reads her account again: verified since she signed in, she may claim at once', async () => {
    const verified = { ...CAMILLE, credentials_verified: true };
    await render(CAMILLE, { 'GET /api/auth/me': () => json(200, verified) });
    expect(note()).toBeNull();
    expect(claimButton()?.disabled).toBe(false);
    // The session learns it too, for every other screen.
    expect(updateUser).toHaveBeenCalledWith(verified);
  });

  it('a 409 about her documents is said, and the mission stays on the list', async () => {
    const verified = { ...CAMILLE, credentials_verified: true };
    let me = verified;
    await render(verified, {
      'GET /api/auth/me': () => json(200, me),
      'GET /api/users/nurse-1/documents': () => json(200, [verifiedExpired]),
      'PUT /api/prestations/open-1/claim': () => {
        me = CAMILLE;
        return json(409, { detail: CLAIM_DOCUMENTS_EXPIRED });
      },
      'GET /api/prestations/mine': () => json(200, []),
    });
    await act(async () => claimButton()!.click());
    await settle();
    expect(toasts.error).toHaveBeenCalledWith(CLAIM_DOCUMENTS_EXPIRED, expect.anything());
    expect(dom.container.textContent).toContain('Garde de nuit');
    expect(dom.container.querySelector('.open-card__gone')).toBeNull();
    // Her account read again: the note now says why.
    expect(note()?.textContent).toContain(CLAIM_DOCUMENTS_EXPIRED);
  });
});
