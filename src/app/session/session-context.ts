import { createContext, useContext } from 'react';
import type { User } from '../../contract/auth.ts';
import type { LogoutReason } from './logout-hooks.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  /** The signed-in user; null unless `status` is `signed-in`. */
  user: User | null;
  /**
   * Signs in; rejects with an ApiError carrying the server's French detail. An account with
   * two-factor sign-in answers a challenge instead: `completeTwoFactor` with its code next.
   */
  login: (email: string, password: string) => Promise<User | { challenge: string }>;
  /** Second step of a sign-in: the challenge and a TOTP or recovery code. */
  completeTwoFactor: (challenge: string, code: string) => Promise<User>;
  /** Accepts an establishment's invitation with the password she chose, and signs her in. */
  acceptInvitation: (token: string, password: string) => Promise<User>;
  /** Signs out and goes to /login. Resolves to false when a "before logout" callback cancelled. */
  logout: (reason?: LogoutReason) => Promise<boolean>;
  /**
   * Takes the signed-in user as the server now serves them (after a change of their own
   * settings), for every screen and for the copy kept for offline starts.
   */
  updateUser: (user: User) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user, for screens that only render behind the sign-in guard. */
export function useSignedInUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser used outside the signed-in routes');
  return user;
}
