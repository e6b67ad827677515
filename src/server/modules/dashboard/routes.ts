import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDashboard,
  DashboardStats,
  InstitutionDashboard,
} from '../../../contract/dashboard.ts';
import { requireRole } from '../../plugins/auth.ts';
import { sendAnswer } from '../../plugins/cache.ts';
import { adminDashboard, institutionDashboard, statsFor } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // Read on every dashboard visit: answered from memory until one of its counters changes.
  // The administrator's counts every completed mission: it is read each time.
  app.get(
    '/dashboard/stats',
    { schema: { response: { 200: DashboardStats } }, compress: false },
    async (request, reply) => {
      const { user } = request;
      if (user.role === 'admin') return statsFor(app, user);
      const answer = await app.cache.answer(user.id, 'stats', () => statsFor(app, user));
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/dashboard/admin',
    { preHandler: requireRole('admin'), schema: { response: { 200: AdminDashboard } } },
    async () => adminDashboard(app),
  );

  app.get(
    '/dashboard/institution',
    { preHandler: requireRole('institution'), schema: { response: { 200: InstitutionDashboard } } },
    async (request) => institutionDashboard(app, request.user),
  );
};
