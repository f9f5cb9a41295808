import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/build-test-app.ts';
import { routeTable } from './test/route-table.ts';

/**
 * The API document (`app.swagger()`, served at /api/docs) is what generators, linters and gateways
 * read: it must be valid, pass Redocly's recommended rules, and say what a newcomer needs (ids,
 * summaries, security, errors, forms, content types).
 */

const ctx = useTestApp();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Warnings of the recommended rules that stay, each for its reason: the project names no licence;
 * the health checks, the plan catalogue and the single sign-on settings answer no 4xx at all; MCP's
 * GET and DELETE answer only 405; single sign-on's two steps answer a browser only with a 303 (its
 * failures too: to the login page, saying why).
 */
const ACCEPTED_WARNINGS = [
  'info-license at #/info',
  'operation-4xx-response at #/paths/~1api~1v1~1health/get/responses',
  'operation-4xx-response at #/paths/~1api~1v1~1ready/get/responses',
  'operation-4xx-response at #/paths/~1api~1v1~1plans/get/responses',
  'operation-4xx-response at #/paths/~1api~1v1~1auth~1sso/get/responses',
  'operation-2xx-response at #/paths/~1api~1v1~1auth~1sso~1start/post/responses',
  'operation-2xx-response at #/paths/~1api~1v1~1auth~1sso~1callback/get/responses',
  'operation-2xx-response at #/paths/~1api~1mcp/get/responses',
  'operation-2xx-response at #/paths/~1api~1mcp/delete/responses',
];

let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  await ctx.app.ready();
  document = ctx.app.swagger() as OpenAPIV3_1.Document;
});

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) => METHODS.flatMap((method) => (item?.[method] ? [{ route: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [])));
const operation = (method: (typeof METHODS)[number], path: string) => {
  const found = document.paths?.[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the document`);
  return found;
};
const formOf = (method: (typeof METHODS)[number], path: string) => {
  const body = operation(method, path).requestBody as OpenAPIV3_1.RequestBodyObject;
  return body.content['multipart/form-data']?.schema as OpenAPIV3_1.SchemaObject;
};
const answerTypes = (method: (typeof METHODS)[number], path: string, status = '200') => Object.keys((operation(method, path).responses?.[status] as OpenAPIV3_1.ResponseObject).content ?? {});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, every reference resolved', async () => {
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document));
    // A comment holds its replies: the recursive schema resolves to itself.
    const dereferenced = (await SwaggerParser.dereference(structuredClone(document))) as OpenAPIV3_1.Document;
    const listed = (dereferenced.paths?.['/api/v1/comments']?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    const comment = (listed.properties?.data as OpenAPIV3_1.ArraySchemaObject).items as OpenAPIV3_1.SchemaObject;
    expect((comment.properties?.replies as OpenAPIV3_1.ArraySchemaObject).items).toBe(comment);
  });

  it("passes Redocly's recommended rules with no error, and only the warnings accepted", async () => {
    const problems = await lintFromString({ source: JSON.stringify(document), config: await createConfig({ extends: ['recommended'] }) });
    const described = (severity: string) =>
      problems.filter((problem) => problem.severity === severity).map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(described('error')).toEqual([]);
    expect(described('warn').map((warning) => warning.split(': ')[0]).sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  });

  it('gives every operation a unique camelCase operationId, a summary and a declared tag', () => {
    const declaredTags = new Set(document.tags?.map((tag) => tag.name));
    const ids = operations().map(({ operation }) => operation.operationId);
    const faults = operations().flatMap(({ route, operation }) => [
      ...(/^[a-z][A-Za-z0-9]*$/.test(operation.operationId ?? '') ? [] : [`${route}: operationId ${operation.operationId}`]),
      ...(operation.summary ? [] : [`${route}: no summary`]),
      ...(operation.tags?.length && operation.tags.every((tag) => declaredTags.has(tag)) ? [] : [`${route}: tags ${operation.tags?.join(', ')}`]),
    ]);
    expect(faults).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations().length).toBeGreaterThan(100);
  });

  it('declares the bearer token and the session cookie, and opens exactly the routes anyone may call', () => {
    expect(document.components?.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      cookieAuth: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'authToken' }),
    });
    expect(document.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    const open = operations().filter(({ operation }) => operation.security?.length === 0).map(({ route }) => route);
    const anyone = Object.entries(routeTable(ctx)).filter(([, row]) => row.allowed === 'anyone').map(([route]) => route);
    expect(open.sort()).toEqual(anyone.sort());
  });

  it('answers every failure with the error shape', () => {
    const resolve = (schema: OpenAPIV3_1.ReferenceObject | OpenAPIV3_1.SchemaObject | undefined) =>
      schema && '$ref' in schema ? document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
    const isErrorShape = (answer: OpenAPIV3_1.ResponseObject) => {
      const schema = resolve(answer.content?.['application/json']?.schema);
      return (schema?.properties?.message as OpenAPIV3_1.SchemaObject | undefined)?.type === 'string' && Boolean(schema?.required?.includes('message'));
    };
    // The one failure that is a page: the unsubscribe link a person opened from an e-mail.
    const pages = new Set(['GET /api/v1/unsubscribe/{token} 404']);
    const faults = operations().flatMap(({ route, operation }) => {
      const failures = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) >= 400 && !pages.has(`${route} ${status}`));
      return [
        ...(failures.some(([status]) => status === '503') ? [] : [`${route}: no 503`]),
        ...failures.filter(([, answer]) => !isErrorShape(answer as OpenAPIV3_1.ResponseObject)).map(([status]) => `${route} ${status}`),
      ];
    });
    expect(faults).toEqual([]);
    expect(Object.keys(operation('post', '/api/v1/auth/login').responses ?? {})).toEqual(expect.arrayContaining(['422', '429']));
    expect(Object.keys(operation('get', '/api/v1/projects/{id}').responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '404']));
  });

  it('documents the 405 of GET and DELETE /api/mcp', () => {
    for (const method of ['get', 'delete'] as const) {
      const responses = operation(method, '/api/mcp').responses ?? {};
      expect(Object.keys(responses)).toContain('405');
      expect(Object.keys(responses).filter((status) => status.startsWith('2'))).toEqual([]);
    }
  });

  it('describes the fields of every upload form', () => {
    const fieldsOf = (method: (typeof METHODS)[number], path: string) => ({ fields: Object.keys(formOf(method, path).properties ?? {}).sort(), required: [...(formOf(method, path).required ?? [])].sort() });
    expect(fieldsOf('post', '/api/v1/upload/design_files')).toEqual({ fields: ['design_file', 'project_id'], required: ['design_file', 'project_id'] });
    expect(fieldsOf('post', '/api/v1/versions')).toEqual({ fields: ['asset_id', 'design_file', 'note', 'variation_name'], required: ['asset_id', 'design_file'] });
    expect(fieldsOf('put', '/api/v1/variations')).toEqual({ fields: ['design_file', 'variation_name', 'version_id'], required: ['design_file', 'version_id'] });
    expect(fieldsOf('post', '/api/v1/profile/update-avatar')).toEqual({ fields: ['avatar'], required: ['avatar'] });
    expect(fieldsOf('post', '/api/v1/projects/{id}/attachments')).toEqual({ fields: ['file'], required: ['file'] });
    expect(fieldsOf('post', '/api/v1/comments').fields).toEqual(expect.arrayContaining(['attachments[]', 'content', 'variation_id']));
    expect(formOf('post', '/api/v1/upload/design_files').properties?.design_file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('gives the files and streams their own content types', () => {
    expect(answerTypes('get', '/api/v1/assets/{id}/report.pdf')).toEqual(['application/pdf']);
    expect(answerTypes('get', '/api/v1/public/reviews/{token}/report.pdf')).toEqual(['application/pdf']);
    expect(answerTypes('get', '/api/v1/projects/{id}/comments.csv')).toEqual(['text/csv']);
    expect(answerTypes('get', '/api/v1/comments/{id}/crop.png')).toEqual(['image/png']);
    expect(answerTypes('get', '/api/v1/events')).toEqual(['text/event-stream']);
    expect(answerTypes('get', '/api/v1/public/reviews/{token}/files/{variation_id}/original')).toEqual(expect.arrayContaining(['image/png', 'application/pdf']));
  });

  it('is served, with its UI, at /api/docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(JSON.stringify(document)));
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
