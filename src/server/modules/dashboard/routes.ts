import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { sendAnswer } from '../../plugins/cache.ts';
import { adminDashboard, institutionDashboard, statsFor, urgentFor } from './service.ts';

export function dashboardHandlers(
  app: FastifyInstance,
): HandlersFor<'dashboardStats' | 'adminDashboard' | 'institutionDashboard' | 'dashboardUrgent'> {
  return {
    // Read on every dashboard visit: answered from memory until one of its counters changes.
    // The administrator's counts every completed mission: it is read each time.
    dashboardStats: {
      compress: false,
      handler: async (request, reply) => {
        const { user } = request;
        if (user.role === 'admin') return statsFor(app, user);
        const answer = await app.cache.answer(user.id, 'stats', () => statsFor(app, user));
        return sendAnswer(request, reply, answer);
      },
    },
    adminDashboard: async () => adminDashboard(app),
    institutionDashboard: async (request) => institutionDashboard(app, request.user),
    // Read at each dashboard visit, never cached: it must say what waits now.
    dashboardUrgent: async (request) => urgentFor(app, request.user),
  };
}
