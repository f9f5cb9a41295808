import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { clientOf, type AuditContext } from '../audit/index.ts';
import { discoveryDocuments } from './discovery.ts';
import { presentList } from './presenter.ts';
import { ScimError, scimErrorBody, scimNotFound, scimUnauthorized, type ScimType } from './scim-errors.ts';
import type { ScimService } from './service.ts';
import type { ScimCaller, ScimTokensService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SCIM token of a request under /scim/v2; set by its onRequest hook, null elsewhere. */
    scimCaller: ScimCaller | null;
  }
}

const SCIM_JSON = 'application/scim+json; charset=utf-8';
/** SCIM has its own discovery (ServiceProviderConfig, Schemas, ResourceTypes): the API document leaves it out. */
const hidden = { schema: { hide: true }, config: { access: 'scim' } } as const;
/** Writes that may deprovision someone (`active: false`, DELETE): their live streams end at once. */
const deprovisions = { ...hidden, config: { ...hidden.config, endsSessions: true } };
const NO_GROUPS = 'This server provisions Users only: projects are not company groups, and their members are added in the app.';

type WithId = { Params: { id: string } };

function failureOf(error: unknown): { status: number; message: string; scimType?: ScimType; retryAfter?: number } {
  if (error instanceof ScimError) return { status: error.statusCode, message: error.message, scimType: error.scimType };
  if (error instanceof AppError) return { status: error.statusCode, message: error.message, scimType: error.statusCode === 409 ? 'uniqueness' : undefined, retryAfter: error.retryAfterSeconds };
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (statusCode === 413) return { status: 413, message: 'The request body is too large.' };
  if (statusCode === 415) return { status: 415, message: 'Send the body as application/scim+json (or application/json).' };
  if (statusCode === 400 && code?.startsWith('FST_ERR_CTP')) return { status: 400, message: 'The request body is not valid JSON.', scimType: 'invalidSyntax' };
  if (statusCode && statusCode >= 400 && statusCode < 500) return { status: statusCode, message: 'The request could not be read.' };
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

function readBearer(request: FastifyRequest): string | null {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

/**
 * SCIM 2.0 (RFC 7644) at /scim/v2 for a company's identity provider, with a SCIM token only
 * (never a session or a personal access token). Every answer is application/scim+json; every failure
 * the SCIM Error resource, with the product's `message` beside `detail`.
 */
export default async function scimRoutes(app: FastifyInstance, { scim, tokens }: { scim: ScimService; tokens: ScimTokensService }) {
  const documents = discoveryDocuments(scim.baseUrl);
  app.decorateRequest('scimCaller', null);

  // Providers send application/scim+json; some send a JSON content type with an empty DELETE body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/scim+json'], { parseAs: 'string' }, (request, body, done) =>
    String(body).trim() === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );

  app.setErrorHandler((error, request, reply) => {
    const failure = failureOf(error);
    if (failure.status === 503) request.log.warn({ err: (error as Error).cause ?? error }, (error as Error).message);
    else if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    if (failure.retryAfter) reply.header('Retry-After', String(failure.retryAfter));
    if (failure.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="SCIM"');
    return reply.status(failure.status).type(SCIM_JSON).send(scimErrorBody(failure.status, failure.message, failure.scimType));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).type(SCIM_JSON).send(scimErrorBody(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}.`)));

  app.addHook('onRequest', async (request, reply) => {
    reply.type(SCIM_JSON);
    const bearer = readBearer(request);
    const caller = bearer ? await tokens.authenticate(bearer) : undefined;
    if (!caller) throw scimUnauthorized();
    request.scimCaller = caller;
  });

  /** The token's name acts in the audit log: "SCIM: Okta". */
  const audit = (request: FastifyRequest): AuditContext => ({ actor: { userId: null, label: `SCIM: ${request.scimCaller!.name}` }, client: clientOf(request) });

  app.get('/ServiceProviderConfig', hidden, async () => documents.serviceProviderConfig);
  app.get('/ResourceTypes', hidden, async () => presentList([documents.userResourceType], 1, 1));
  app.get<WithId>('/ResourceTypes/:id', hidden, async (request) => {
    if (request.params.id !== 'User') throw scimNotFound(`No resource type ${request.params.id}. ${NO_GROUPS}`);
    return documents.userResourceType;
  });
  app.get('/Schemas', hidden, async () => presentList([documents.userSchema], 1, 1));
  app.get<WithId>('/Schemas/:id', hidden, async (request) => {
    if (request.params.id.toLowerCase() !== documents.userSchema.id.toLowerCase()) throw scimNotFound(`No schema ${request.params.id}.`);
    return documents.userSchema;
  });

  app.get<{ Querystring: Record<string, unknown> }>('/Users', hidden, async (request) => scim.list(request.query));
  app.post('/Users', deprovisions, async (request, reply) => {
    const user = await scim.create(request.body, audit(request));
    return reply.status(201).header('Location', user.meta.location).send(user);
  });
  app.get<WithId>('/Users/:id', hidden, async (request) => scim.get(request.params.id));
  app.put<WithId>('/Users/:id', deprovisions, async (request) => scim.replace(request.params.id, request.body, audit(request)));
  app.patch<WithId>('/Users/:id', deprovisions, async (request) => scim.patch(request.params.id, request.body, audit(request)));
  app.delete<WithId>('/Users/:id', deprovisions, async (request, reply: FastifyReply) => {
    await scim.delete(request.params.id, audit(request));
    return reply.status(204).send();
  });

  const noGroups = async () => {
    throw scimNotFound(NO_GROUPS);
  };
  app.all('/Groups', hidden, noGroups);
  app.all('/Groups/*', hidden, noGroups);
}
