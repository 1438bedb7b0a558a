import { z } from 'zod';
import { API_ROUTES, type ApiRoute, type RouteAccess } from './api-routes.js';
import { errorBodySchema } from './error-body.js';
import { ERROR_CODES, ERRORS } from './errors.js';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema, as a client sends or receives it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const ACCESS_NOTES: Record<RouteAccess, string> = {
  visitor: 'Open to visitors of a tenant host.',
  member: 'Needs the session cookie of a member of this tenant (else 403 `authentication_required`).',
  webhook:
    "Needs `Authorization: Bearer <the tenant's mail webhook secret>` (else 401 `webhook_unauthorized`).",
  provider:
    'Called by the payment provider (or its checkout page). Nothing it says is trusted: the API asks the provider for the status itself.',
  admin: 'Only on the admin host.',
};

const SECURITY: Record<RouteAccess, Record<string, string[]>[] | undefined> = {
  visitor: undefined,
  member: [{ session: [] }],
  webhook: [{ webhook: [] }],
  provider: undefined,
  admin: undefined,
};

/** The query parameters of a route as OpenAPI parameters (each property of its object schema). */
function queryParameters(route: ApiRoute) {
  if (!route.query) return [];
  const schema = jsonSchema(route.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** A route with `upload`: multipart/form-data with one file (JPEG, PNG or WebP) in that field. */
function uploadBody(field: string) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [field],
          properties: {
            [field]: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
          },
        },
        encoding: { [field]: { contentType: 'image/jpeg, image/png, image/webp' } },
      },
    },
  };
}

function operation(name: string, route: ApiRoute) {
  const mutating = route.method !== 'GET';
  const parameters = [
    ...queryParameters(route),
    ...(mutating && route.access !== 'webhook' && route.access !== 'provider'
      ? [{ name: 'X-Request-Type', in: 'header', required: true, schema: { type: 'string', example: 'web' } }]
      : []),
  ];
  const success = route.redirects
    ? { '302': { description: 'Redirects to the page that shows the result' } }
    : route.page
      ? { '200': { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } }
      : route.csv
        ? { '200': { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } } }
        : route.stream
          ? {
              '200': {
                description:
                  'A stream of Server-Sent Events: `event:` the type, `data:` JSON of this schema, `id:` the point to resume from with Last-Event-ID',
                content: { 'text/event-stream': { schema: jsonSchema(route.response, 'output') } },
              },
            }
          : {
              '200': {
                description: 'OK',
                content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
              },
            };
  return {
    operationId: name,
    summary: route.summary,
    description: ACCESS_NOTES[route.access],
    tags: [
      route.path.startsWith('/api/admin/')
        ? 'admin'
        : route.access === 'webhook' || route.access === 'provider'
          ? 'webhooks'
          : 'site',
    ],
    ...(SECURITY[route.access] ? { security: SECURITY[route.access] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.upload ? { requestBody: uploadBody(route.upload.field) } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: jsonSchema(route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: {
      ...success,
      default: {
        description: 'An error: a code of the catalogue, its English message and the params of the message',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** OpenAPI 3.1 document of every route in the route table, served at /api/openapi.json. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(API_ROUTES as Record<string, ApiRoute>)) {
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operation(name, route);
  }
  const errorSchema = jsonSchema(errorBodySchema, 'output') as {
    properties: { error: { properties: Record<string, JsonSchema> } };
  };
  errorSchema.properties.error.properties.code = { type: 'string', enum: ERROR_CODES };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Amora API',
      version,
      description: [
        'The API of every Amora site. The tenant is the request’s host (or the `forced_domain` query parameter).',
        'Errors answer `{ "error": { "code", "message", "params" } }`; the codes and their statuses:',
        '',
        '| code | status | message |',
        '| --- | --- | --- |',
        ...ERROR_CODES.map((code) => `| \`${code}\` | ${ERRORS[code].status} | ${ERRORS[code].message} |`),
      ].join('\n'),
    },
    tags: [
      { name: 'site', description: 'Calls of the member site' },
      { name: 'webhooks', description: 'Calls of outside services' },
      { name: 'admin', description: 'Calls of the admin console' },
    ],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'amora_session' },
        webhook: { type: 'http', scheme: 'bearer' },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
