/**
 * The OpenAPI 3.1 document of the routes a server serves (docs/endpoints.md "OpenAPI"), made from
 * what each route was registered with: its declared endpoint (method, path, status) and the zod
 * schemas of its path parameters, query, body, answer and conflict, turned into JSON Schema 2020-12
 * (OpenAPI 3.1's dialect) by zod itself. The request parts are described as a caller writes them
 * (zod's input), the answers as the server sends them (its output). Who may call a route is said in
 * `security` (the session cookie) and `x-access` (the module and right, as the access matrix reads).
 */
import * as z from 'zod';
import type { EndpointSchemas } from '../../../src/shared/endpoints/endpoint';
import type { RouteAccess, RouteEntry } from '../../plugins/security';
import { SESSION_COOKIE } from '../../plugins/security';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/**
 * The schemas shared by reference (a recursive one, such as a metadata tree), as the document's
 * components: zod names them `#/$defs/...` inside the schema it writes, which here stands in a larger
 * document, so each schema's definitions move to the components under a name of their own.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private count = 0;

  /** A zod schema as JSON Schema 2020-12; what JSON cannot say (a date object, a refinement) is left open. */
  of(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const text = JSON.stringify(root);
    if (!$defs && !text.includes('"$ref":"#"')) return root;
    const prefix = `s${++this.count}`;
    const rename = (value: JsonSchema) =>
      JSON.parse(
        JSON.stringify(value)
          .replace(/"\$ref":"#\/\$defs\/([^"]+)"/g, `"$ref":"#/components/schemas/${prefix}_$1"`)
          .replace(/"\$ref":"#"/g, `"$ref":"#/components/schemas/${prefix}"`),
      ) as JsonSchema;
    for (const [name, definition] of Object.entries($defs ?? {}))
      this.schemas[`${prefix}_${name}`] = rename(definition);
    if (!text.includes('"$ref":"#"')) return rename(root);
    this.schemas[prefix] = rename(root);
    return { $ref: `#/components/schemas/${prefix}` };
  }
}

/** The path parameters or the query's fields as OpenAPI parameters (each with its own schema). */
function parametersOf(components: Components, schema: z.core.$ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = components.of(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    // A repeated field (a list of statuses) is the name once per value: ?statuses=1&statuses=2.
    ...(where === 'query' && property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

const ENVELOPE_ERROR: JsonSchema = {
  type: 'object',
  properties: {
    isSuccesful: { const: false },
    errorMessage: { type: 'string', description: 'A message code (validation.failed, notFound, ...)' },
    fieldErrors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Per field (dotted path), the message code of what is wrong with it',
    },
  },
  required: ['isSuccesful', 'errorMessage'],
};

const answer = (description: string, schema: JsonSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

const success = (response: JsonSchema) => ({
  type: 'object',
  properties: { isSuccesful: { const: true }, response },
  required: ['isSuccesful', 'response'],
});

/** What the access rule says, for a reader: who may call it. */
function accessOf(access: RouteAccess) {
  if ('public' in access) return { public: true };
  if ('authenticated' in access) return access.owner ? { signedIn: true, owner: true } : { signedIn: true };
  if ('moduleFromBody' in access) return { moduleFromBody: access.moduleFromBody, right: access.right };
  return { module: access.module, right: access.right };
}

/**
 * A route's operationId, unique in the document (OpenAPI requires it; Swagger UI keys an operation's
 * open state by it): `module.endpoint` (`cms.detail`), else with the path's words (`cms.tags.create`
 * beside the items' `cms.create`), else with the method too.
 */
function operationIdOf(used: Set<string>, route: RouteEntry) {
  const module = route.url.split('/')[2] ?? 'api';
  const name = route.endpoint!.name;
  const words = route.url
    .split('/')
    .slice(3)
    .filter((w) => w && !w.startsWith(':') && !/^v\d+$/.test(w))
    .join('.');
  const candidates = [`${module}.${name}`, `${module}.${words}.${name}`];
  const id = candidates.find((c) => !used.has(c)) ?? `${candidates[1]}.${route.method.toLowerCase()}`;
  used.add(id);
  return id;
}

function operationOf(
  components: Components,
  route: RouteEntry,
  schemas: EndpointSchemas,
  status: number,
  operationId: string,
): Operation {
  const isPublic = 'public' in route.access;
  const responses: Record<string, unknown> = {
    [String(status)]:
      schemas.response === null
        ? { description: 'A file (CSV, PDF, XML or an image), as its Content-Type says', content: { '*/*': {} } }
        : answer('Done', success(components.of(schemas.response, 'output'))),
    '400': answer('The request is not valid: fieldErrors names each field', ENVELOPE_ERROR),
  };
  if (!isPublic) {
    responses['401'] = answer('Not signed in', ENVELOPE_ERROR);
    responses['403'] = answer('Signed in without the right, or without the X-Requested-With header', ENVELOPE_ERROR);
  }
  if (route.url.includes(':')) responses['404'] = answer('No such record', ENVELOPE_ERROR);
  if (schemas.conflict)
    responses['409'] = answer('A colleague saved first: the current record is in `response`', {
      ...ENVELOPE_ERROR,
      properties: { ...(ENVELOPE_ERROR.properties as object), response: components.of(schemas.conflict, 'output') },
    });
  return {
    operationId,
    tags: [route.url.split('/')[2] ?? 'api'],
    parameters: [
      ...parametersOf(components, schemas.params, 'path'),
      ...parametersOf(components, schemas.query, 'query'),
    ],
    ...(schemas.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: components.of(schemas.body, 'input') } },
          },
        }
      : {}),
    responses,
    security: isPublic ? [] : [{ session: [] }],
    'x-access': accessOf(route.access),
  };
}

/** The OpenAPI path of a Fastify one: `:id` is `{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The document of `routes` (a server's route table): every route that serves a declared endpoint. */
export function openApiDocument(routes: readonly RouteEntry[], version: string) {
  const paths: Record<string, Record<string, Operation>> = {};
  const components = new Components();
  const ids = new Set<string>();
  for (const route of routes) {
    if (!route.endpoint) continue;
    const { declared, schemas } = route.endpoint;
    const path = openApiPath(route.url);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: operationOf(components, route, schemas, declared.status, operationIdOf(ids, route)),
    };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Billing back office API',
      version,
      description:
        'Every call the back office serves. Answers are in an envelope: `{ isSuccesful: true, response }`, ' +
        'or `{ isSuccesful: false, errorMessage, fieldErrors? }`. A call other than a read needs the header ' +
        '`X-Requested-With: XMLHttpRequest` (a cross-site form cannot send it); a signed-in call sends the ' +
        'session cookie the sign-in call sets.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: components.schemas,
    },
    paths,
  };
}
