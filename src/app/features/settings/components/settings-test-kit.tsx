/**
 * What the settings components' jsdom tests share: a nurse, her signed-in session, the
 * providers a component reads, and a JSON answer of the API.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { User } from '../../../../contract/auth.ts';
import { SessionContext, type Session } from '../../../session/session-context.ts';

export const LEA: User = {
  id: 'nurse-1',
  email: 'lea.bernard@example.fr',
  first_name: 'Léa',
  last_name: 'Bernard',
  name: 'Léa Bernard',
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

/** An answer of the API with a JSON body. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `user` signed in; `updateUser` hands the next session to `replace` (the test keeps it). */
export function signedIn(user: User, replace: (next: Session) => void): Session {
  const session: Session = {
    status: 'signed-in',
    user,
    login: vi.fn(),
    logout: vi.fn(() => Promise.resolve(true)),
    updateUser: vi.fn((next: User) => replace({ ...session, user: next })),
  };
  return session;
}

/** A fresh query client and the session, around the component under test. */
export function InSession({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext value={session}>{children}</SessionContext>
    </QueryClientProvider>
  );
}
