import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SESSION_COOKIE } from '@review/contract/auth';
import { TOKEN_PREFIX } from '@review/contract/tokens';
import { errorAnswer, errorsOf } from './error-answers.ts';
import { EXAMPLES } from './examples.ts';
import { TAGS } from './tags.ts';
import type { Form, FormFile } from '../plugins/forms.ts';

/**
 * The API document (`app.swagger()`, served at /api/docs): OpenAPI 3.1 built from the routes' zod
 * schemas, with what every route shares added here rather than on each route: security, the error
 * answers, multipart forms, file answers, operation ids made unique, examples.
 */

type JsonSchema = OpenAPIV3_1.SchemaObject;

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: the route answers a browser with `303 See Other`; this says where to. */
    redirect?: string;
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const BINARY: JsonSchema = { type: 'string', format: 'binary' };

/** A redirect a browser follows (single sign-on's steps): where to, in the `Location` header. */
const redirectAnswer = (description: string) => ({
  description,
  headers: { Location: { type: 'string', description: 'Where the browser goes next.' } },
});

const fileSchema = ({ description, multiple }: FormFile): JsonSchema => (multiple ? { type: 'array', items: BINARY, description } : { ...BINARY, description });

/** A form's body: its text fields (as zod made them) and its files; as JSON too when it takes JSON. */
function formBody(form: Form, fields: JsonSchema) {
  const files = Object.entries(form.files);
  const required = [...(fields.required ?? []), ...files.filter(([, file]) => file.required).map(([name]) => name)];
  const multipart: JsonSchema = {
    ...fields,
    properties: { ...fields.properties, ...Object.fromEntries(files.map(([name, file]) => [name, fileSchema(file)])) },
    ...(required.length > 0 && { required }),
  };
  return { content: { ...(form.json && { 'application/json': { schema: fields } }), 'multipart/form-data': { schema: multipart } } };
}

const bodyOf = (type: string): JsonSchema => (type.endsWith('json') ? {} : type.startsWith('text/') ? { type: 'string' } : BINARY);

/** The answer of a route whose handler sends it without a schema (`produces`): a file, a stream, a protocol's own JSON. */
function producedAnswer(types: readonly string[]) {
  return {
    description: types.includes('text/event-stream') ? 'Server-Sent Events, until either side closes the stream.' : 'OK',
    content: Object.fromEntries(types.map((type) => [type, { schema: bodyOf(type) }])),
  };
}

const transform: SwaggerTransform = (document) => {
  const { schema, route, url } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const { form, redirect, ...rest } = schema;
  // The form's text fields go through zod's conversion as a body would, then get their files.
  const transformed = jsonSchemaTransform({ ...document, schema: form ? { ...rest, body: form.fields } : rest });
  const result: FastifySchema = { ...transformed.schema };
  if (form) result.body = formBody(form, result.body as JsonSchema);
  const response = { ...(result.response as Record<string, unknown> | undefined) };
  if (schema.produces && !Object.keys(response).some((status) => status.startsWith('2'))) response[200] = producedAnswer(schema.produces);
  if (redirect) response[303] ??= redirectAnswer(redirect);
  for (const status of errorsOf(schema, route, url)) response[status] ??= errorAnswer(status);
  return { url: transformed.url, schema: { ...result, response } };
};

/** Every operation, in the order the routes declared them. */
const operationsOf = (paths: OpenAPIV3_1.PathsObject) =>
  Object.entries(paths).flatMap(([path, item = {}]) =>
    Object.keys(item)
      .filter((key): key is (typeof HTTP_METHODS)[number] => (HTTP_METHODS as readonly string[]).includes(key))
      .map((method) => ({ path, item, method, operation: item[method]! })),
  );

/**
 * One handler may serve several operations: a route of two methods (the spec's clients send POST
 * where PUT is meant, or GET where POST is), or a plugin served under /api/v1 and outside it for the
 * spec's separate client. The first keeps its id; the others are named after what differs.
 */
function uniqueOperationIds(paths: OpenAPIV3_1.PathsObject, apiPrefix: string) {
  const seen = new Map<string, string>();
  for (const { path, item, method, operation } of operationsOf(paths)) {
    const id = operation.operationId;
    if (!id) continue;
    const firstPath = seen.get(id);
    if (firstPath === undefined) {
      seen.set(id, path);
      continue;
    }
    let unique: string;
    if (firstPath === path) unique = `${id}Via${method[0]!.toUpperCase()}${method.slice(1)}`;
    else if (!path.startsWith(`${apiPrefix}/`)) unique = `${id}Unversioned`;
    else throw new Error(`operationId ${id} is used by ${firstPath} and ${path}: name each route of its own.`);
    // The methods of one route share one operation object.
    item[method] = { ...operation, operationId: unique };
    seen.set(unique, path);
  }
}

function addExamples(paths: OpenAPIV3_1.PathsObject) {
  const byId = new Map(operationsOf(paths).map(({ operation }) => [operation.operationId, operation]));
  for (const [id, example] of Object.entries(EXAMPLES)) {
    const operation = byId.get(id);
    if (!operation) throw new Error(`An example is given for ${id}, which no operation is.`);
    if (example.request) {
      const media = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json'];
      if (!media) throw new Error(`${id} takes no JSON body for its example.`);
      media.example = example.request;
    }
    for (const [status, reply] of Object.entries(example.replies ?? {})) {
      const media = (operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json'];
      if (!media) throw new Error(`${id} has no JSON answer ${status} for its example.`);
      media.example = reply;
    }
  }
}

/** Component schemas no operation refers to, directly or through another (such as a schema's input form). */
function dropUnusedSchemas(openapi: OpenAPIV3_1.Document) {
  const schemas = openapi.components?.schemas ?? {};
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
  const used = new Set<string>();
  const queue = refsIn(openapi.paths);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

const transformObject =
  (apiPrefix: string): SwaggerTransformObject =>
  (document) => {
    const openapi = jsonSchemaTransformObject(document) as OpenAPIV3_1.Document;
    const paths = openapi.paths ?? {};
    uniqueOperationIds(paths, apiPrefix);
    for (const { operation } of operationsOf(paths)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if ('description' in answer && answer.description === 'Default Response') answer.description = STATUS_CODES[status] ?? status;
      }
    }
    addExamples(paths);
    dropUnusedSchemas(openapi);
    return openapi;
  };

/** @fastify/swagger's options: the document's frame, and the transforms above. */
export const swaggerOptions = (apiPrefix: string): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Design review API',
      version: '1',
      description: `Sign in with \`POST ${apiPrefix}/auth/login\` and send its token as \`Authorization: Bearer <token>\`, or a personal access token (\`${TOKEN_PREFIX}…\`, made in the profile). Browsers use the \`${SESSION_COOKIE}\` cookie the login sets. Every failure answers \`{message, code?, errors?}\`.`,
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: `A session token from \`POST ${apiPrefix}/auth/login\`, or a personal access token (\`${TOKEN_PREFIX}…\`).` },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: "The browser's session cookie, set by the login." },
      },
    },
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    tags: TAGS,
  },
  transform,
  transformObject: transformObject(apiPrefix),
});
