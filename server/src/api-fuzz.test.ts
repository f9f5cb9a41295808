import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useTestApp } from './test/build-test-app.ts';
import { buildUser } from './test/factories.ts';
import { buildProject, buildUploadedAsset } from './test/project-factories.ts';

const ctx = useTestApp();

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maxLength?: number;
};
type Operation = { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

/** Values that break naive code more often than random ones do. */
const NASTY_TEXT = ['', ' ', '0', '-1', '1e309', 'null', 'undefined', '__proto__', 'constructor', 'a@b.c', '2099-02-30', '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', '😀'.repeat(50), 'x'.repeat(70_000)];
const NASTY_NUMBERS = [0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 0.5, Number.NaN];

/**
 * Values shaped like a JSON schema from the OpenAPI document the contract produces (so most reach the
 * code behind validation), mixed with values of any shape (so validation itself is tried).
 */
function arbitraryFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.anything({ maxDepth: 2, maxKeys: 4 });
  if (!schema || depth > 4) return anything;
  const variants: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) variants.push(fc.constantFrom(...schema.enum));
  for (const options of [schema.anyOf, schema.oneOf, schema.allOf]) if (options) variants.push(...options.map((option) => arbitraryFor(option, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === 'string') variants.push(fc.oneof(fc.string({ maxLength: (schema.maxLength ?? 40) + 2 }), fc.constantFrom(...NASTY_TEXT)));
    if (type === 'integer' || type === 'number') variants.push(fc.oneof(fc.integer(), fc.constantFrom(...NASTY_NUMBERS), fc.double()));
    if (type === 'boolean') variants.push(fc.boolean());
    if (type === 'null') variants.push(fc.constant(null));
    if (type === 'array') variants.push(fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 4 }));
    if (type === 'object') {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]));
      variants.push(fc.record(properties, { requiredKeys: schema.required?.filter((key) => key in properties) ?? [] }));
      variants.push(fc.record(properties, { requiredKeys: [] }));
    }
  }
  if (schema.nullable) variants.push(fc.constant(null));
  return fc.oneof({ arbitrary: variants.length ? fc.oneof(...variants) : anything, weight: 4 }, { arbitrary: anything, weight: 1 });
}

it('answers every route of the API with anything but a 5xx, whatever the body, query and path', async () => {
  const owner = await buildUser(ctx.app);
  const projectId = await buildProject(ctx.app, owner);
  const asset = await buildUploadedAsset(ctx.app, owner, projectId);
  const ids = [projectId, asset.id, asset.versions[0].id, asset.versions[0].variations[0].id, owner.user.id];

  await ctx.app.ready();
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const operations = Object.entries(document.paths).flatMap(([route, item]) => Object.entries(item).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })));
  // A stream that stays open by design, and the owner's own sign-out, which would end the fuzzing session.
  const fuzzed = operations.filter(({ route, method }) => route !== '/api/v1/events' && !(method === 'POST' && route === '/api/v1/auth/logout'));
  expect(fuzzed.length).toBeGreaterThan(60);

  for (const { route, method, operation } of fuzzed) {
    const pathParams = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    const body = operation.requestBody?.content?.['application/json']?.schema;
    const request = fc.record({
      path: fc.tuple(...pathParams.map(() => fc.oneof(fc.constantFrom(...ids.map(String)), fc.constantFrom('0', '-1', '99999999999', 'abc', '%2e%2e', '1.5')))),
      query: fc.record(Object.fromEntries(query.map((parameter) => [parameter.name, fc.oneof(fc.constantFrom(...ids.map(String)), fc.string({ maxLength: 12 }))])), { requiredKeys: [] }),
      body: body ? arbitraryFor(body) : fc.constant(undefined),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, query: queryValues, body: payload, signedIn }) => {
        let url = route;
        pathParams.forEach((name, index) => (url = url.replace(`{${name}}`, encodeURIComponent(String(path[index])))));
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          query: queryValues as Record<string, string>,
          headers: signedIn ? owner.headers : {},
          ...(payload !== undefined && { payload: JSON.stringify(payload), headers: { ...(signedIn ? owner.headers : {}), 'content-type': 'application/json' } }),
        });
        if (res.statusCode >= 500) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)} for ${JSON.stringify(payload)?.slice(0, 300)}`);
      }),
      { numRuns: 25, seed: 20261123 },
    );
  }
}, 240_000);
