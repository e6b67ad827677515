/**
 * The published API: an OpenAPI 3.1 document generated from the routes the server registers
 * (themselves generated from the contract), served at `/api/openapi.json`, and Swagger UI at
 * `/api/docs` to read it. Establishments' HR and payroll systems integrate through it.
 * Registered before the routes, so that @fastify/swagger sees every one of them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ROUTE_TABLE, type RouteInfo } from '../../contract/route-table.ts';
import { ROUTE_SCHEMAS, routeOf, type RouteName } from '../../contract/routes.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const DESCRIPTION = `L'API de Relève : les établissements publient des prestations, les soignants les
acceptent, les commencent et les terminent, l'administrateur valide les comptes et la paie.

- Authentification : \`POST /api/auth/login\` renvoie un jeton à envoyer dans l'en-tête
  \`Authorization: Bearer <jeton>\`.
- Erreurs : toujours \`{"detail": …}\`, une phrase en français, ou pour une saisie refusée (422)
  la liste des problèmes \`{loc, msg, type}\`.
- Montants en centimes (entiers) sauf mention contraire, instants en ISO 8601 avec décalage.
- Les gestes accept/start/end sont idempotents par \`client_action_id\` ou \`Idempotency-Key\`.`;

/** The part of the generated document this file adjusts. */
interface Operations {
  paths?: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        requestBody?: { required?: boolean };
        responses?: Record<string, { headers?: Record<string, unknown> }>;
      }
    >
  >;
}

/** The answer header of the lists in cursor pages (`paged` in the route table). */
const NEXT_CURSOR = {
  description:
    'Curseur de la page suivante, à renvoyer tel quel dans `cursor` ; absent sur la dernière page.',
  schema: { type: 'string' },
};

/**
 * @fastify/swagger marks every request body required; a call whose body schema accepts no body
 * at all (accept/start/end: the specification's clients send none) is marked optional.
 */
function optionalBodies<D>(document: D): D {
  for (const item of Object.values((document as Operations).paths ?? {})) {
    for (const operation of Object.values(item)) {
      const name = operation.operationId;
      if (!name || !operation.requestBody || !(name in ROUTE_SCHEMAS)) continue;
      const route = routeOf(name as RouteName) as {
        body?: { safeParse: (v: unknown) => { success: boolean } };
      };
      if (route.body?.safeParse(undefined).success) operation.requestBody.required = false;
    }
  }
  return document;
}

/** Documents `X-Next-Cursor` on the success answer of the lists in cursor pages. */
function nextCursorHeaders<D>(document: D): D {
  for (const item of Object.values((document as Operations).paths ?? {})) {
    for (const operation of Object.values(item)) {
      const name = operation.operationId;
      const route: RouteInfo | undefined = name ? ROUTE_TABLE[name as RouteName] : undefined;
      if (!route?.paged) continue;
      const ok = operation.responses?.['200'];
      if (ok) ok.headers = { ...ok.headers, 'X-Next-Cursor': NEXT_CURSOR };
    }
  }
  return document;
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Relève', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      nextCursorHeaders(
        optionalBodies(
          'openapiObject' in document ? document.openapiObject : document.swaggerObject,
        ),
      ),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Without the top bar: no « Explore » box inviting to load another document, no foreign logo.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true },
    theme: { title: 'Relève — API' },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
