// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { CLAIM_DOCUMENTS_EXPIRED, CLAIM_NEEDS_DOCUMENT } from '../../../../contract/credentials.ts';
import type { OpenMission } from '../../../../contract/staffing.ts';
import { TOKEN_KEY } from '../../../api/token-storage.ts';
import { makeMission } from '../../../offline/fake-server.test-support.ts';
import { SessionContext, type Session } from '../../../session/session-context.ts';
import { OpenMissions } from './open-missions.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

const CAMILLE: User = {
  id: 'nurse-1',
  email: 'camille@example.fr',
  first_name: 'Camille',
  last_name: 'Martin',
  name: 'Camille Martin',
  phone: '06 12 34 56 78',
  address: '',
  role: 'nurse',
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
  let container: HTMLDivElement;
  let root: Root;
  const fetchMock = vi.fn<typeof fetch>();
  const updateUser = vi.fn();

  const settle = () =>
    act(async () => {
      for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
  /** Renders the list for a session that believes `sessionUser`, the server answering `routes`. */
  const render = async (sessionUser: User, routes: Record<string, () => Response>) => {
    fetchMock.mockImplementation(async (url, init) => {
      const key = `${init?.method ?? 'GET'} ${String(url)}`;
      const answer = routes[key];
      if (!answer) throw new Error(`Unexpected call ${key}`);
      return answer();
    });
    const session: Session = {
      status: 'signed-in',
      user: sessionUser,
      login: vi.fn(),
      logout: vi.fn(() => Promise.resolve(true)),
      updateUser,
    };
    await act(async () =>
      root.render(
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
    [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Je prends cette mission'),
    );
  const note = () => container.querySelector('.proof-note');

  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'token-camille');
    fetchMock.mockReset();
    updateUser.mockReset();
    vi.stubGlobal('fetch', fetchMock);
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
  });

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
    expect(container.textContent).toContain('Garde de nuit');
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
    expect(container.textContent).toContain('Garde de nuit');
    expect(container.querySelector('.open-card__gone')).toBeNull();
    // Her account read again: the note now says why.
    expect(note()?.textContent).toContain(CLAIM_DOCUMENTS_EXPIRED);
  });
});
