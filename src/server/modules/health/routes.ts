import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';

export function healthHandlers(app: FastifyInstance): HandlersFor<'health' | 'appConfig'> {
  return {
    health: async () => ({ status: 'ok' as const }),
    appConfig: async () => ({ timezone: app.timezone }),
  };
}
