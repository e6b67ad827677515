import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  User,
} from '../../../contract/auth.ts';
import { Message } from '../../../contract/common.ts';
import { presentUser } from '../users/present.ts';
import { authFr } from './fr.ts';
import { login, logout, register } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    { schema: { body: RegisterBody, response: { 201: RegisterResponse } } },
    async (request, reply) => {
      const user = await register(app, request.body);
      return reply.status(201).send({ message: authFr.registered, user: presentUser(user) });
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (request) => {
      const { token, user } = await login(app, request.body, request.ip);
      return { token, user: presentUser(user) };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { response: { 200: User } } },
    async (request) => presentUser(request.user),
  );

  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { response: { 200: Message } } },
    async (request) => {
      await logout(app, request.user);
      return { message: authFr.loggedOut };
    },
  );
};
