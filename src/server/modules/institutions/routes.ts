import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common.ts';
import {
  Institution,
  InstitutionList,
  InstitutionUpdateBody,
} from '../../../contract/institutions.ts';
import { forbidden } from '../../errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { institutionsFr } from './fr.ts';
import { presentInstitution } from './present.ts';
import { listInstitutions } from './repo.ts';
import { editInstitution } from './service.ts';

export const institutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // The admin also sees pending and rejected establishments; everyone else only approved ones.
  app.get('/institutions', { schema: { response: { 200: InstitutionList } } }, async (request) =>
    (await listInstitutions(app.db, request.user.role === 'admin')).map(presentInstitution),
  );

  app.get(
    '/institutions/me',
    {
      preValidation: async (request) => {
        if (request.user.role !== 'institution') throw forbidden(institutionsFr.onlyInstitutions);
      },
      schema: { response: { 200: Institution } },
    },
    async (request) => presentInstitution(request.user),
  );

  app.put(
    '/institutions/:id',
    {
      // Before validation: a nurse is refused whatever she sends.
      preValidation: requireRole('admin', 'institution'),
      schema: { params: IdParams, body: InstitutionUpdateBody, response: { 200: Institution } },
    },
    async (request) =>
      presentInstitution(await editInstitution(app, request.user, request.params.id, request.body)),
  );
};
