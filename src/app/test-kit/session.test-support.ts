/** A signed-in session, and the providers a component reads, for the app's component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { User } from '../../contract/auth.ts';
import { SessionContext, type Session } from '../session/session-context.ts';

/** `user` signed in, every action a mock (`logout` succeeds); `overrides` win. */
export function aSession(user: User, overrides: Partial<Session> = {}): Session {
  return {
    status: 'signed-in',
    user,
    login: vi.fn(),
    completeTwoFactor: vi.fn(),
    acceptInvitation: vi.fn(),
    logout: vi.fn(() => Promise.resolve(true)),
    updateUser: vi.fn(),
    ...overrides,
  };
}

/** `user` signed in; `updateUser` hands the next session to `replace` (the test keeps it). */
export function signedIn(user: User, replace: (next: Session) => void): Session {
  const session: Session = aSession(user, {
    updateUser: vi.fn((next: User) => replace({ ...session, user: next })),
  });
  return session;
}

/** A fresh query client and the session, around the component under test. */
export function InSession({ session, children }: { session: Session; children: ReactNode }) {
  return createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(SessionContext, { value: session }, children),
  );
}
