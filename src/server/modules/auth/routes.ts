import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentUser } from '../users/present.ts';
import { authFr } from './fr.ts';
import { login, logout, register } from './service.ts';

export function authHandlers(
  app: FastifyInstance,
): HandlersFor<'register' | 'login' | 'me' | 'logout'> {
  return {
    register: async (request) => {
      const user = await register(app, request.body);
      return { message: authFr.registered, user: presentUser(user) };
    },
    login: async (request) => {
      const { token, user } = await login(app, request.body, request.ip);
      return { token, user: presentUser(user) };
    },
    me: async (request) => presentUser(request.user),
    logout: async (request) => {
      await logout(app, request.user);
      return { message: authFr.loggedOut };
    },
  };
}
