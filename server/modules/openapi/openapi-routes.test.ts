import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile } from '../../testing/test-app';
import { openApiPath } from './openapi-document';

const t = testAppForFile();
type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters: { name: string; in: string; style?: string }[];
        requestBody?: unknown;
        responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
      }
    >
  >;
};
let doc: Doc;

describe('the OpenAPI document', () => {
  beforeAll(async () => {
    const cookie = await t.login(ADMIN);
    const res = await t.call({ method: 'GET', url: '/api/openapi.json', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json() as Doc;
  });

  it('is read by signed-in staff only', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(401);
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every served route with its parameters, request body and answer', () => {
    const served = t.app.routeTable.filter((route) => route.endpoint);
    expect(served.length).toBeGreaterThan(150);
    for (const route of served) {
      const where = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, where).toBeDefined();
      const { schemas, declared } = route.endpoint!;
      for (const name of route.url.match(/:(\w+)/g) ?? [])
        expect(
          operation!.parameters.map((p) => `${p.in}:${p.name}`),
          where,
        ).toContain(`path:${name.slice(1)}`);
      expect(Boolean(operation!.requestBody), where).toBe(Boolean(schemas.body));
      const answer = operation!.responses[String(declared.status)];
      expect(answer, where).toBeDefined();
      if (schemas.response)
        expect(answer!.content?.['application/json']?.schema?.properties, where).toHaveProperty('response');
      if (schemas.conflict) expect(operation!.responses['409'], where).toBeDefined();
    }
    // Every documented call is served: nothing documented that answers 404.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented).toHaveLength(served.length);
  });

  it('names every operation once (an operationId is unique)', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/cms/v2/items/{id}']!.get!.operationId).toBe('cms.detail');
    expect(doc.paths['/api/cms/v2/tags']!.post!.operationId).toBe('cms.tags.create');
  });

  it("describes a list's filters as query parameters, a repeated one once per value", () => {
    const findings = doc.paths['/api/dataquality/v2/findings']!.get!;
    const rules = findings.parameters.find((p) => p.name === 'rules');
    expect(rules).toMatchObject({ in: 'query', style: 'form' });
    expect(findings.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['pageIndex', 'pageSize', 'searchText']),
    );
  });
});
