import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Schedule, ScheduleCreateBody, ScheduleList } from '../../../contract/schedules.ts';
import { forbidden } from '../../errors.ts';
import { schedulesFr } from './fr.ts';
import { presentSchedule } from './present.ts';
import { listSchedules } from './repo.ts';
import { createSchedule, scheduleScopeOf } from './service.ts';

export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/schedules', { schema: { response: { 200: ScheduleList } } }, async (request) =>
    (await listSchedules(app.db, scheduleScopeOf(request.user))).map(presentSchedule),
  );

  app.post(
    '/schedules',
    {
      // Availability is declared by the professional: neither an establishment nor the admin
      // creates it on someone's behalf.
      preValidation: async (request) => {
        const { role } = request.user;
        if (role !== 'nurse' && role !== 'caregiver')
          throw forbidden(schedulesFr.onlyProfessionals);
      },
      schema: { body: ScheduleCreateBody, response: { 201: Schedule } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(presentSchedule(await createSchedule(app, request.user, request.body))),
  );
};
