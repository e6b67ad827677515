/**
 * The published API document: `GET /api/openapi.json` is a valid OpenAPI 3.1 document (checked
 * by a real validator), and it describes exactly the calls of the contract
 * (`src/contract/route-table.ts` and `routes.ts`): each with its method, path, French summary,
 * operationId, parameters, body, success answer and whether it needs a session, and every route
 * the app registers under /api is in it but the documentation's own.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTE_TABLE, type RouteName } from '../../src/contract/route-table.ts';
import { ROUTE_SCHEMAS, type RouteSchemas } from '../../src/contract/routes.ts';
import { DOCUMENTATION_ROUTES, offlinePush, registeredRoutes } from './fixtures/routes.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: unknown;
}
interface JsonSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
}
interface Content {
  schema?: JsonSchema;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Content> };
  responses?: Record<string, { description?: string; content?: Record<string, Content> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  security?: unknown;
  components?: { securitySchemes?: Record<string, unknown> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp(offlinePush);
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json<OpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

/** `/prestations/:id/accept` → `/api/prestations/{id}/accept`. */
const documentedPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

const operationOf = (name: RouteName): Operation | undefined => {
  const { method, path } = ROUTE_TABLE[name];
  return doc.paths[documentedPath(path)]?.[method.toLowerCase()];
};

/** The fields of an object schema (params, query and headers are all objects). */
const fieldsOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  (schema as unknown as { shape: Record<string, z.ZodType> }).shape;

/** The parameters a call's schemas call for, as `in:name:required`. */
function expectedParameters(schemas: RouteSchemas): string[] {
  const out: string[] = [];
  const add = (where: string, schema: z.ZodType | undefined, alwaysRequired: boolean) => {
    if (!schema) return;
    for (const [name, field] of Object.entries(fieldsOf(schema))) {
      const required = alwaysRequired || !field.safeParse(undefined).success;
      out.push(`${where}:${name}:${required}`);
    }
  };
  add('path', schemas.params, true);
  add('query', schemas.query, false);
  add('header', schemas.headers, false);
  return out.sort();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    // A copy: the validator may resolve references in what it is given.
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.valid, JSON.stringify(result.errors, null, 2)).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Relève');
    // The validator is not a rubber stamp: a broken copy fails it.
    const broken = structuredClone(doc) as unknown as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes every call of the contract, and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = ROUTE_NAMES.map(
      (name) => `${ROUTE_TABLE[name].method} ${documentedPath(ROUTE_TABLE[name].path)}`,
    );
    expect(
      documented.filter((r) => !expected.includes(r)),
      'documented, not in the table',
    ).toEqual([]);
    expect(
      expected.filter((r) => !documented.includes(r)),
      'in the table, not documented',
    ).toEqual([]);
  });

  it('has every route the app registers under /api, but the documentation routes', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = registeredRoutes(t.app)
      .routes.filter((route) => !DOCUMENTATION_ROUTES.includes(route))
      .map((route) => route.replace(/:([A-Za-z_]+)/g, '{$1}'));
    expect(registered.length).toBe(ROUTE_NAMES.length);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  for (const name of ROUTE_NAMES) {
    const info = ROUTE_TABLE[name];
    it(`documents ${name} (${info.method} /api${info.path})`, () => {
      const op = operationOf(name);
      expect(
        op,
        `${info.method} ${documentedPath(info.path)} is not in the document`,
      ).toBeDefined();
      if (!op) return;
      const schemas: RouteSchemas = ROUTE_SCHEMAS[name];

      expect(op.operationId).toBe(name);
      expect(op.summary).toBe(info.summary);
      expect(op.tags).toEqual([info.tag]);

      // Who may call: public calls need no session; the others inherit the bearer scheme.
      if (info.access === 'public') {
        expect(op.security).toEqual([]);
      } else {
        expect(op.security).toBeUndefined();
      }

      const parameters = (op.parameters ?? []).map((p) => `${p.in}:${p.name}:${p.required}`);
      expect(parameters.sort()).toEqual(expectedParameters(schemas));
      for (const parameter of op.parameters ?? []) expect(parameter.schema).toBeTypeOf('object');

      if (schemas.body) {
        // Required unless the call accepts no body at all (the signals: `SignalBody` is nullish).
        expect(op.requestBody?.required).toBe(!schemas.body.safeParse(undefined).success);
        const body = op.requestBody?.content?.['application/json']?.schema;
        const objects = [body, ...(body?.anyOf ?? [])].filter((s) => s?.type === 'object');
        expect(objects, JSON.stringify(body).slice(0, 200)).toHaveLength(1);
      } else {
        expect(op.requestBody).toBeUndefined();
      }

      const status = String(schemas.response.status);
      expect(Object.keys(op.responses ?? {}).sort()).toEqual([status, '4XX'].sort());
      const success = op.responses?.[status]?.content ?? {};
      if (status === '204') {
        // No content: nothing to describe but the status.
        expect(success).toEqual({});
      } else {
        expect(Object.keys(success)).toEqual([schemas.produces ?? 'application/json']);
        expect(Object.values(success)[0]?.schema).toBeTypeOf('object');
      }
      // Every refusal is `{detail}`.
      const error = op.responses?.['4XX']?.content?.['application/json']?.schema;
      expect(Object.keys(error?.properties ?? {})).toEqual(['detail']);
    });
  }

  it('declares the bearer scheme that every call but the public ones requires', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const publicCalls = ROUTE_NAMES.filter((name) => ROUTE_TABLE[name].access === 'public');
    expect(publicCalls).toEqual(expect.arrayContaining(['health', 'appConfig', 'login']));
  });

  it('documents the X-Next-Cursor header of the lists in cursor pages, and only theirs', () => {
    const withCursor: string[] = [];
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        const headers = (op.responses?.['200'] as { headers?: Record<string, unknown> })?.headers;
        if (headers?.['X-Next-Cursor']) withCursor.push(op.operationId ?? '');
      }
    }
    expect(withCursor.sort()).toEqual([
      'institutionMissions',
      'listAudit',
      'listMissions',
      'listUsers',
    ]);
  });

  it('is the document Swagger UI reads (/api/docs/json)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
  });
});

describe('GET /api/config', () => {
  it('serves the business time zone to anyone, as documented', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timezone: 'Europe/Paris' });
    expect(ROUTE_SCHEMAS.appConfig.response.schema.safeParse(res.json()).success).toBe(true);
  });
});
