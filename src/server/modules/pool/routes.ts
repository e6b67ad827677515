import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import {
  addFavorite,
  blockedOf,
  blockProfessional,
  favoritesOf,
  removeFavorite,
  unblockProfessional,
} from './service.ts';

type PoolCalls =
  | 'listFavorites'
  | 'addFavorite'
  | 'removeFavorite'
  | 'listBlocked'
  | 'blockProfessional'
  | 'unblockProfessional';

export function poolHandlers(app: FastifyInstance): HandlersFor<PoolCalls> {
  return {
    listFavorites: async (request) => favoritesOf(app, request.user, request.params.id),
    addFavorite: async (request, reply) => {
      await addFavorite(app, request.user, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
    removeFavorite: async (request, reply) => {
      await removeFavorite(app, request.user, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
    listBlocked: async (request) => blockedOf(app, request.user, request.params.id),
    blockProfessional: async (request, reply) => {
      const { id, userId } = request.params;
      await blockProfessional(app, request.user, id, userId, request.body.reason);
      return reply.code(204).send();
    },
    unblockProfessional: async (request, reply) => {
      await unblockProfessional(app, request.user, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  };
}
