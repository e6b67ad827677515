import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import {
  createCalendarLink,
  deleteCalendarLink,
  matchesEtag,
  readCalendarLink,
  readFeed,
} from './service.ts';

export function calendarHandlers(
  app: FastifyInstance,
): HandlersFor<'createMyCalendar' | 'myCalendar' | 'deleteMyCalendar' | 'calendarFeed'> {
  return {
    createMyCalendar: async (request) => createCalendarLink(app, request.user),
    myCalendar: async (request) => readCalendarLink(app, request.user),
    deleteMyCalendar: async (request, reply) => {
      await deleteCalendarLink(app, request.user);
      return reply.code(204).send();
    },
    calendarFeed: async (request, reply) => {
      const feed = await readFeed(app, request.params.file);
      // Her phone asks again every few minutes: a short private cache, and a 304 when unchanged.
      reply.header('cache-control', 'private, max-age=300').header('etag', feed.etag);
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) {
        return reply.code(304).send();
      }
      return reply.type('text/calendar; charset=utf-8').send(feed.body);
    },
  };
}
