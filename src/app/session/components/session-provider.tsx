import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../contract/auth.ts';
import { isApiError, queryKey, setTokenRefusedHandler } from '../../api/client.ts';
import {
  clearSession,
  readStoredUser,
  readToken,
  storeSession,
  storeUser,
} from '../../api/token-storage.ts';
import { getMe } from '../api/get-me.ts';
import { setEnrolmentRequired } from '../enrolment.ts';
import { linkOfflineSession, registerOfflineLogoutHooks } from '../offline-bridge.ts';
import { postInvitation, postLogin, postTwoFactor } from '../api/login.ts';
import { postLogout } from '../api/logout.ts';
import { fr } from '../fr.ts';
import { runBeforeLogout, runOnLogout, type LogoutReason } from '../logout-hooks.ts';
import { SessionContext, type Session, type SessionStatus } from '../session-context.ts';

interface State {
  status: SessionStatus;
  user: User | null;
}

// Sign-out must not hang on a dead network: the server is told if it answers quickly.
const LOGOUT_CALL_BUDGET_MS = 4_000;

/** The server refused the token itself (rather than being unreachable). */
function tokenRefused(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

function enteredAs(user: User): State {
  return { status: 'signed-in', user };
}

/**
 * Who is signed in when the app opens, from the token and the account kept on the device. With
 * no network at all (a basement, a village with no signal), the kept account opens her screens
 * at once instead of after /auth/me failed: the server is asked all the same, and a token it
 * refuses still signs her out.
 */
export function openingState(token: string | null, online: boolean, kept: User | null): State {
  if (!token) return { status: 'signed-out', user: null };
  return !online && kept ? enteredAs(kept) : { status: 'loading', user: null };
}

/**
 * Holds who is signed in (docs/product-rules.md §1). With a stored token, the user is fetched from /auth/me on
 * start; a refused token is removed silently.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() =>
    openingState(readToken(), navigator.onLine, readStoredUser()),
  );
  const loggingOut = useRef(false);

  useEffect(() => registerOfflineLogoutHooks(), []);

  useEffect(() => {
    const token = readToken();
    if (!token) return;
    const controller = new AbortController();
    getMe(controller.signal).then(
      (user) => {
        storeUser(user);
        void linkOfflineSession(user, token);
        setState({ status: 'signed-in', user });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product-rules.md §3: a nurse opening the app in a dead zone keeps her session (and so her
        // queued actions); only a token the server refuses, or no known user, signs her out.
        const cached = readStoredUser();
        if (!tokenRefused(error) && cached) {
          // Opened offline, she is already in with this account (see `openingState`).
          setState((current) => (current.user?.id === cached.id ? current : enteredAs(cached)));
          return;
        }
        clearSession();
        setState({ status: 'signed-out', user: null });
      },
    );
    return () => controller.abort();
  }, []);

  const begin = useCallback(
    async (token: string, user: User) => {
      // Another person may have used this device: nothing of theirs may leak into this session.
      queryClient.clear();
      storeSession(token, user);
      await linkOfflineSession(user, token);
      setState({ status: 'signed-in', user });
      return user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const answer = await postLogin({ email, password });
      if ('challenge' in answer) return { challenge: answer.challenge };
      // REQUIRE_ADMIN_2FA: her token opens only the 2FA setup; the app takes her there.
      setEnrolmentRequired(answer.two_factor_enrolment_required === true);
      return begin(answer.token, answer.user);
    },
    [begin],
  );

  const completeTwoFactor = useCallback(
    async (challenge: string, code: string) => {
      const answer = await postTwoFactor({ challenge, code });
      return begin(answer.token, answer.user);
    },
    [begin],
  );

  const acceptInvitation = useCallback(
    async (token: string, password: string) => {
      const answer = await postInvitation({ token, password });
      return begin(answer.token, answer.user);
    },
    [begin],
  );

  const logout = useCallback(
    async (reason: LogoutReason = 'user') => {
      if (loggingOut.current) return false;
      loggingOut.current = true;
      try {
        const context = { reason };
        if (!(await runBeforeLogout(context))) return false;
        // An erased account's sessions are already over on the server: nothing to tell it.
        if (readToken() && reason !== 'erased') {
          await Promise.race([
            postLogout().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, LOGOUT_CALL_BUDGET_MS)),
          ]);
        }
        clearSession();
        setEnrolmentRequired(false);
        queryClient.clear();
        await runOnLogout(context);
        setState({ status: 'signed-out', user: null });
        void navigate('/login', { replace: true });
        return true;
      } finally {
        loggingOut.current = false;
      }
    },
    [navigate, queryClient],
  );

  // A token refused on any screen ends the session everywhere, keeping the offline queue.
  // While the session is still loading, a refused token is removed silently (docs/product-rules.md §1).
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    setTokenRefusedHandler(() => {
      if (!readToken()) return;
      toast.error(fr.sessionExpired, { toastId: 'session-expired' });
      void logout('expired');
    });
    return () => setTokenRefusedHandler(undefined);
  }, [logout, signedIn]);

  const updateUser = useCallback(
    (user: User) => {
      // Only the signed-in user themself: an answer arriving after a logout changes nothing.
      setState((current) => {
        if (current.status !== 'signed-in' || current.user?.id !== user.id) return current;
        storeUser(user);
        return { status: 'signed-in', user };
      });
      // Screens that read her account afresh (GET /auth/me) see the change at once too.
      queryClient.setQueryData<User>(queryKey('me'), (old) => (old?.id === user.id ? user : old));
    },
    [queryClient],
  );

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      login,
      completeTwoFactor,
      acceptInvitation,
      logout,
      updateUser,
    }),
    [state, login, completeTwoFactor, acceptInvitation, logout, updateUser],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
