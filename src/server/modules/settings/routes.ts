import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { readCompanySettings, updateCompanySettings } from './service.ts';

export function settingsHandlers(
  app: FastifyInstance,
): HandlersFor<'getCompanySettings' | 'putCompanySettings'> {
  return {
    getCompanySettings: async () => readCompanySettings(app.db),
    putCompanySettings: async (request) =>
      updateCompanySettings(app.db, request.body, request.user.id, app.now()),
  };
}
