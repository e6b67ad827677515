import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatMessage,
  ConversationList,
  ConversationReadResponse,
  OtherUserParams,
  SendMessageBody,
} from '../../../contract/messages.ts';
import { listConversations, readConversation, sendMessage } from './service.ts';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/messages/conversations',
    { schema: { response: { 200: ConversationList } } },
    async (request) => listConversations(app, request.user),
  );

  app.post(
    '/messages',
    { schema: { body: SendMessageBody, response: { 201: ChatMessage } } },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(app, request.user, request.body)),
  );

  app.put(
    '/messages/conversations/:other_user_id/read',
    { schema: { params: OtherUserParams, response: { 200: ConversationReadResponse } } },
    async (request) => readConversation(app, request.user, request.params.other_user_id),
  );
};
