import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose French `detail` is meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const unauthorized = (detail = 'Authentification requise.') => new HttpError(401, detail);
export const forbidden = (detail = 'Accès refusé.') => new HttpError(403, detail);
export const notFound = (detail = 'Ressource introuvable.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);

/** A 422 in the validation shape, for rules checked after the schema (same shape as zod's). */
export class ValidationError extends Error {
  constructor(readonly issues: { loc: (string | number)[]; msg: string; type: string }[]) {
    super(issues.map((i) => i.msg).join(', '));
  }
}

/** French details for the framework's own 4xx errors. */
const frameworkDetails: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corps de requête JSON invalide.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête JSON est vide.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Corps de requête trop volumineux.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge (JSON attendu).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longueur de contenu invalide.',
  FST_ERR_BAD_URL: 'Adresse invalide.',
  FST_ERR_MAX_PARAM_LENGTH: 'Adresse trop longue.',
  FST_ERR_ASYNC_CONSTRAINT: 'Requête invalide.',
};

const contextNames: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** One error shape for the whole API: `{detail}`; never a stack trace. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = contextNames[error.validationContext ?? 'body'] ?? 'body';
    return reply.status(422).send({
      detail: error.validation.map((v) => ({
        loc: [where, ...v.instancePath.split('/').filter(Boolean)],
        msg: v.message ?? 'Valeur invalide.',
        type: v.keyword,
      })),
    });
  }
  if (error instanceof ValidationError) {
    return reply.status(422).send({ detail: error.issues });
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ detail: error.detail });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail = frameworkDetails[error.code] ?? 'Requête invalide.';
    return reply.status(status).send({ detail });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: 'Erreur interne du serveur.' });
}
