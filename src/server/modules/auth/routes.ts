import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentAccount } from '../users/account.ts';
import {
  changePassword,
  createResetLink,
  requestPasswordReset,
  resetPassword,
} from './account-service.ts';
import { accountFr, authFr } from './fr.ts';
import { login, logout, register } from './service.ts';

/**
 * Where the app is reached, for the links it hands out: the request's own origin (behind a
 * trusted proxy, the one it forwards).
 */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function authHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'register'
  | 'login'
  | 'me'
  | 'logout'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'createPasswordResetLink'
  | 'resetPassword'
> {
  return {
    register: async (request) => {
      const user = await register(app, request.body);
      return { message: authFr.registered, user: await presentAccount(app, user) };
    },
    login: async (request) => {
      const { token, user } = await login(app, request.body, request.ip);
      return { token, user: await presentAccount(app, user) };
    },
    me: async (request) => presentAccount(app, request.user),
    logout: async (request) => {
      await logout(app, request.user);
      return { message: authFr.loggedOut };
    },
    changePassword: async (request) => {
      const { token } = await changePassword(app, request.user, request.body, request.ip);
      return { message: accountFr.passwordChanged, token };
    },
    requestPasswordReset: async (request) => {
      // The e-mailed link is built on PUBLIC_URL, never on this request's Host.
      await requestPasswordReset(app, request.body.email);
      return { message: accountFr.resetRequested };
    },
    createPasswordResetLink: async (request) =>
      createResetLink(app, request.params.id, originOf(request)),
    resetPassword: async (request) => {
      await resetPassword(app, request.body);
      return { message: accountFr.resetDone };
    },
  };
}
