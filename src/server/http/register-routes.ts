/**
 * Registers every call of the contract (`src/contract/routes.ts`) on the server: its method and
 * path, who may make it, the zod schemas that validate its input and shape its answer, and the
 * documentation fields the OpenAPI document is generated from. Handlers are given by name; a
 * call of the table without a handler fails the typecheck (`Handlers`) and the start-up.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorBody } from '../../contract/common.ts';
import {
  ROUTE_NAMES,
  routeOf,
  type BodyOut,
  type HeadersOut,
  type ParamsOut,
  type QueryOut,
  type ResponseOf,
  type RouteName,
} from '../../contract/routes.ts';
import type { RoleName } from '../../contract/route-table.ts';
import { forbidden } from '../errors.ts';

/** The request of a call, with its input already validated and typed by its schemas. */
export type RequestOf<K extends RouteName> = FastifyRequest<{
  Params: ParamsOut<K>;
  Querystring: QueryOut<K>;
  Body: BodyOut<K>;
  Headers: HeadersOut<K>;
}>;

/**
 * Answers a call: returns the success body (sent with the call's success status), or sends
 * the reply itself (another status, a file, a cached answer) and returns it.
 */
export type Handler<K extends RouteName> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<ResponseOf<K> | FastifyReply>;

/** A handler, or a handler with the server-side options of its route. */
export type HandlerEntry<K extends RouteName> =
  | Handler<K>
  | {
      handler: Handler<K>;
      /** false: the handler sends bytes it compressed itself (cached answers). */
      compress?: false;
    };

export type Handlers = { [K in RouteName]: HandlerEntry<K> };

/** Typed handlers for some calls: `handlers<'login' | 'me'>(…)` in a module. */
export type HandlersFor<K extends RouteName> = { [P in K]: HandlerEntry<P> };

function roleCheck(roles: readonly RoleName[], detail: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!roles.includes(request.user.role)) throw forbidden(detail);
  };
}

/** The Fastify options of one call of the table. */
export function routeOptions(
  app: FastifyInstance,
  name: RouteName,
  entry: HandlerEntry<RouteName>,
): RouteOptions {
  const route = routeOf(name);
  const { handler, compress } = typeof entry === 'function' ? { handler: entry } : entry;
  const { access } = route;
  const status = route.response.status;
  const schema = {
    operationId: name,
    summary: route.summary,
    tags: [route.tag],
    ...(access === 'public' ? { security: [] } : {}),
    ...('params' in route ? { params: route.params } : {}),
    ...('query' in route ? { querystring: route.query } : {}),
    ...('body' in route ? { body: route.body } : {}),
    ...('headers' in route ? { headers: route.headers } : {}),
    response: {
      [status]:
        'produces' in route
          ? {
              description: route.summary,
              content: { [route.produces]: { schema: route.response.schema } },
            }
          : route.response.schema,
      '4xx': ErrorBody,
    },
  };
  return {
    method: route.method,
    url: route.path,
    schema,
    ...(access === 'public' ? {} : { onRequest: app.authenticate }),
    // Before validation: a role outside the call is refused whatever it sends.
    ...(typeof access === 'string'
      ? {}
      : { preValidation: roleCheck(access, 'forbidden' in route ? route.forbidden : undefined) }),
    ...(compress === false ? { compress: false } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (status !== 200) reply.status(status);
      return (handler as Handler<RouteName>)(request as RequestOf<RouteName>, reply);
    },
  } as RouteOptions;
}

/** Registers every call of the table; throws at start-up when one has no handler. */
export function registerRoutes(app: FastifyInstance, handlers: Handlers): void {
  for (const name of ROUTE_NAMES) {
    const entry = handlers[name] as HandlerEntry<RouteName> | undefined;
    if (!entry) throw new Error(`L'appel « ${name} » du contrat n'a pas de gestionnaire.`);
    app.route(routeOptions(app, name, entry));
  }
}
