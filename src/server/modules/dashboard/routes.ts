import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDashboard,
  DashboardStats,
  InstitutionDashboard,
} from '../../../contract/dashboard.ts';
import { requireRole } from '../../plugins/auth.ts';
import { adminDashboard, institutionDashboard, statsFor } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/dashboard/stats', { schema: { response: { 200: DashboardStats } } }, async (request) =>
    statsFor(app, request.user),
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
