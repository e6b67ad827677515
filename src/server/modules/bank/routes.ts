import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentAccount } from '../users/account.ts';
import { updateMyBank } from './service.ts';

export function bankHandlers(app: FastifyInstance): HandlersFor<'updateMyBank'> {
  return {
    // Her row is unchanged (the details live in bank_accounts); its answer reads them afresh.
    updateMyBank: async (request) => {
      await updateMyBank(app, request.user, request.body);
      return presentAccount(app, request.user);
    },
  };
}
