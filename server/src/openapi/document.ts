import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { SESSION_COOKIE } from '@review/contract/auth';
import { IdSchema } from '@review/contract/fields';
import { TOKEN_PREFIX } from '@review/contract/tokens';
import { isStateChanging } from '../plugins/session.ts';
import { EXAMPLES } from './examples.ts';
import type { Form, FormFile } from './forms.ts';

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

/** The contract's ErrorReplySchema, named by its `.meta({ id })`. */
const ERROR_REPLY = '#/components/schemas/ErrorReply';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** Review links' routes are public, yet a link with a password answers 401 until unlocked, and 403 for what its settings forbid. */
const REVIEW_LINK_ROUTES = '/public/reviews/';

const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'health', description: 'Liveness and readiness, for load balancers and orchestrators.' },
  { name: 'auth', description: 'Accounts: sign-up, sign-in (a session token, also set as the `authToken` cookie), sign-out and password reset.' },
  { name: 'profile', description: "The signed-in user's names, avatar, password and plan." },
  { name: 'sessions', description: "The signed-in user's sessions, signed out one at a time or all but the current one." },
  { name: 'tokens', description: `Personal access tokens (\`${TOKEN_PREFIX}…\`) for scripts, CI and MCP clients; a \`read\` token changes nothing.` },
  { name: 'plans', description: 'The plan catalogue and its limits.' },
  { name: 'projects', description: 'Projects, their per-user star and archive, and their reference files.' },
  { name: 'members', description: "Project members, their roles, and the project's default creator and approver." },
  { name: 'invitations', description: 'E-mailed invitations to join a project.' },
  { name: 'assets', description: 'Assets, their versions and variations (design files), and rendering.' },
  { name: 'comments', description: 'Comments, replies, attachments, reactions and drawn annotations.' },
  { name: 'feedback', description: "An asset's open feedback as one brief (JSON or Markdown), and each mark's crop." },
  { name: 'reviews', description: 'The approval workflow: reviewers, decisions and outcomes.' },
  { name: 'history', description: 'What happened to an asset, newest first.' },
  { name: 'notifications', description: 'Notifications, their e-mail settings, and one-click unsubscribe.' },
  { name: 'search', description: 'Projects, assets and comments holding a text.' },
  { name: 'sharing', description: "Review links: as members manage them, and the public side a guest uses with the link's token." },
  { name: 'reports', description: 'PDF review reports and CSV exports of comments.' },
  { name: 'webhooks', description: 'Project webhooks (Standard Webhooks signatures) and their delivery log.' },
  { name: 'events', description: 'Live updates as Server-Sent Events.' },
  { name: 'mcp', description: 'The Model Context Protocol endpoint, for AI agents holding a personal access token.' },
  { name: 'scim', description: "SCIM provisioning: the tokens administrators make for the company's identity provider. SCIM 2.0 itself is served at `/scim/v2` and described by its own ServiceProviderConfig, Schemas and ResourceTypes." },
  { name: 'admin', description: "The server's Administration, for its administrators (`npm run admin -- set-admin`): accounts and the audit log." },
];

const ERRORS: Record<number, string> = {
  400: 'The request is malformed: a body that is not valid JSON, or a form that is not multipart/form-data.',
  401: 'Not signed in: no session or token, or one that has ended; on a review link with a password, not unlocked yet (`password_required`).',
  403: "Not allowed: the caller's role does not allow it, a read-only or session-only restriction applies, a browser request came from another site, or the review link's settings forbid it.",
  404: 'Not found, or not visible to the caller.',
  413: 'The body or a file is larger than allowed.',
  415: 'The content type is not accepted here.',
  422: 'A field is missing or not valid: `errors` holds one message per field.',
  429: 'Too many requests: wait a minute.',
  503: 'The database or the file store cannot be reached: try again after `Retry-After` seconds.',
  507: "The server's disk is full: nothing of the upload was kept.",
};
const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } };
const BINARY: JsonSchema = { type: 'string', format: 'binary' };

function errorAnswer(status: number) {
  return {
    description: ERRORS[status],
    ...((status === 429 || status === 503) && { headers: RETRY_AFTER }),
    content: { 'application/json': { schema: { $ref: ERROR_REPLY } } },
  };
}

/** Whether an input names a row by the contract's id: such a call answers 404 when the row is missing or hidden from the caller. */
function namesARow(schema: unknown): boolean {
  if (schema === IdSchema) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return namesARow(schema.unwrap());
  if (schema instanceof z.ZodObject) return Object.values(schema.shape).some(namesARow);
  return false;
}

/** The failures a route can answer, from what it takes and who may call it. */
function errorsOf(schema: FastifySchema, route: RouteOptions, url: string): number[] {
  const isPublic = schema.security?.length === 0;
  const reviewLink = url.includes(REVIEW_LINK_ROUTES);
  const writes = [route.method].flat().some((method) => isStateChanging(method, route.config));
  const hasBody = Boolean(schema.body ?? schema.form);
  const hasInput = hasBody || Boolean(schema.params ?? schema.querystring);
  const statuses = [
    hasBody && 400,
    (!isPublic || reviewLink) && 401,
    (!isPublic || reviewLink || writes) && 403,
    (Boolean(schema.params) || [schema.querystring, schema.body, schema.form?.fields].some(namesARow)) && 404,
    hasBody && 413,
    hasBody && 415,
    hasInput && 422,
    Boolean(route.config?.rateLimit) && 429,
    503,
    Boolean(schema.form?.toDisk) && 507,
  ];
  return statuses.filter((status) => typeof status === 'number');
}

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
