import { API_ROUTES, type ApiRoute } from './api-routes.js';
import { ERROR_CODES } from './errors.js';
import { buildOpenApiDocument } from './openapi.js';

const routes = Object.entries(API_ROUTES as Record<string, ApiRoute>);
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { name: string; in: string }[];
  security?: unknown[];
};

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument('test');
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it.each(routes)('describes %s', (name, route) => {
    const op = (document.paths[route.path] as Record<string, Operation> | undefined)?.[
      route.method.toLowerCase()
    ];
    expect(op?.operationId).toBe(name);
    const bodyType = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
    if (route.body) expect(op?.requestBody?.content[bodyType].schema).toBeInstanceOf(Object);
    if (route.access === 'member') expect(op?.security).toEqual([{ session: [] }]);
  });

  it('describes nothing that is not in the route table', () => {
    expect(operations.map(({ op }) => op.operationId).sort()).toEqual(routes.map(([name]) => name).sort());
  });

  it('names the fields of a body and the parameters of a query', () => {
    const signup = document.paths['/api/signup.php'].post as Operation;
    expect(Object.keys(signup.requestBody?.content['application/json'].schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'name', 'password', 'date_of_birth', 'signup_message']),
    );
    const activation = document.paths['/api/activation.php'].get as Operation;
    expect(activation.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'query' })]);
    const block = document.paths['/api/blocks.php'].post as Operation;
    expect(block.requestBody?.content['application/json'].schema.properties).toEqual({
      profile_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
  });

  it('lists every error code', () => {
    const error = document.components.schemas.Error as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(error.properties.error.properties.code.enum).toEqual(ERROR_CODES);
  });
});
