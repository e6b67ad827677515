import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentAccount } from '../users/account.ts';
import type { UserRow } from '../users/repo.ts';
import {
  changePassword,
  createResetLink,
  requestPasswordReset,
  resetPassword,
} from './account-service.ts';
import { accountFr, authFr, twoFactorFr } from './fr.ts';
import { DEVICE_COOKIE, DEVICE_TOKEN_DAYS } from './limits.ts';
import { acceptInvitation } from '../institutions/members.ts';
import { login, logout, openSession, register, verifySecondFactor } from './service.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorEnabled,
} from './two-factor.ts';

/** The device token the browser sent back in its cookie, if any. */
function readDeviceCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * The device cookie: HttpOnly (no script reads it), SameSite=Strict (no other site makes the
 * browser send it), sent to the sign-in calls only, Secure when the app is served over https.
 */
function deviceCookie(app: FastifyInstance, token: string): string {
  const secure = app.publicUrl.startsWith('https:') ? '; Secure' : '';
  const maxAge = DEVICE_TOKEN_DAYS * 86_400;
  return `${DEVICE_COOKIE}=${token}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

export function authHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'register'
  | 'login'
  | 'verifyTwoFactor'
  | 'twoFactorStatus'
  | 'setupTwoFactor'
  | 'enableTwoFactor'
  | 'disableTwoFactor'
  | 'me'
  | 'logout'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'createPasswordResetLink'
  | 'resetPassword'
  | 'acceptInvitation'
> {
  /** The answer of a finished sign-in (login or second factor): token, account, device cookie. */
  async function answerSignedIn(
    reply: FastifyReply,
    signed: { token: string; user: UserRow; deviceToken: string; enrolment: boolean },
  ) {
    reply.header('set-cookie', deviceCookie(app, signed.deviceToken));
    return {
      token: signed.token,
      user: await presentAccount(app, signed.user),
      device_token: signed.deviceToken,
      ...(signed.enrolment ? { two_factor_enrolment_required: true } : {}),
    };
  }

  return {
    register: async (request) => {
      const user = await register(app, request.body, request.ip);
      return { message: authFr.registered, user: await presentAccount(app, user) };
    },
    login: async (request, reply) => {
      const result = await login(app, request.body, request.ip, readDeviceCookie(request));
      if (result.kind === 'challenge') {
        return { two_factor_required: true as const, challenge: result.challenge };
      }
      return answerSignedIn(reply, result);
    },
    // The new member's account is signed in at once, as a login would (its device cookie too).
    acceptInvitation: async (request, reply) =>
      answerSignedIn(reply, await openSession(app, await acceptInvitation(app, request.body))),
    verifyTwoFactor: async (request, reply) =>
      answerSignedIn(reply, await verifySecondFactor(app, request.body, readDeviceCookie(request))),
    twoFactorStatus: async (request) => ({
      enabled: await twoFactorEnabled(app.db, request.user.id),
      required: app.requireAdmin2fa && request.user.role === 'admin',
    }),
    setupTwoFactor: async (request) => setupTwoFactor(app, request.user),
    enableTwoFactor: async (request) => enableTwoFactor(app, request.user, request.body.code),
    disableTwoFactor: async (request) => {
      await disableTwoFactor(app, request.user, request.body.code);
      return { message: twoFactorFr.disabled };
    },
    me: async (request) => presentAccount(app, request.user),
    logout: async (request) => {
      await logout(app, request.user);
      return { message: authFr.loggedOut };
    },
    changePassword: async (request) => {
      const { token } = await changePassword(app, request.user, request.body);
      return { message: accountFr.passwordChanged, token };
    },
    requestPasswordReset: async (request) => {
      // The e-mailed link is built on PUBLIC_URL, never on this request's Host; past
      // RESET_MAILS_PER_HOUR the answer is the same and nothing is sent.
      await requestPasswordReset(app, request.body.email);
      return { message: accountFr.resetRequested };
    },
    createPasswordResetLink: async (request) => createResetLink(app, request.params.id),
    resetPassword: async (request) => {
      await resetPassword(app, request.body);
      return { message: accountFr.resetDone };
    },
  };
}
