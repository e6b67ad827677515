import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { listConversations, readConversation, sendMessage } from './service.ts';

export function messagesHandlers(
  app: FastifyInstance,
): HandlersFor<'conversations' | 'sendMessage' | 'readConversation'> {
  return {
    conversations: async (request) => listConversations(app, request.user),
    sendMessage: async (request) => sendMessage(app, request.user, request.body),
    readConversation: async (request) =>
      readConversation(app, request.user, request.params.other_user_id),
  };
}
