import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ErrorReplySchema } from '@review/contract/errors';
import { z } from 'zod';
import { AppError, unauthorized } from '../../errors.ts';
import type { FeedbackService } from '../feedback/index.ts';
import { buildMcpServer, INLINE_FILE_MAX_BYTES, type McpContext } from './mcp-server.ts';
import { PROTECTED_RESOURCE_PATH } from './protected-resource.ts';
import type { McpService } from './service.ts';

export interface McpRoutesOptions {
  publicUrl: string;
  mcp: McpService;
  feedback: FeedbackService;
  fetchFile: McpContext['fetchFile'];
}


/** The stateless transport keeps no sessions, so there is no stream to open (GET) or session to end (DELETE). */
const methodNotAllowed = (_request: unknown, reply: FastifyReply) =>
  reply.status(405).header('Allow', 'POST').send({ message: 'Method not allowed: send MCP requests with POST.', jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });

/** What GET and DELETE answer: the app's error shape, and a JSON-RPC error for an MCP client. */
const MethodNotAllowedReplySchema = ErrorReplySchema.extend({ jsonrpc: z.literal('2.0'), error: z.object({ code: z.number().int(), message: z.string() }), id: z.null() });

/** Fastify's refusals of a JSON body that does not parse, which JSON-RPC calls a parse error. */
const NOT_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** `POST /api/mcp`: the Model Context Protocol over Streamable HTTP, for agents holding a personal access token. */
export default async function mcpRoutes(app: FastifyInstance, { publicUrl, mcp, feedback, fetchFile }: McpRoutesOptions) {
  const resourceMetadata = `resource_metadata="${publicUrl}${PROTECTED_RESOURCE_PATH}"`;
  // This plugin's routes only: an MCP client reads a parse error as JSON-RPC, and a 401 as RFC 6750's
  // challenge naming where to learn how to sign in (the MCP authorization spec); the rest goes on to
  // the app's error handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (NOT_JSON.has(error.code)) return reply.status(400).send({ jsonrpc: '2.0', error: { code: ErrorCode.ParseError, message: 'Parse error: the body is not valid JSON.' }, id: null });
    if (error instanceof AppError && error.statusCode === 401) {
      // RFC 6750 names the error only when a token was sent, and refused.
      const sentToken = /^Bearer\s/i.test(request.headers.authorization ?? '');
      reply.header('WWW-Authenticate', sentToken ? `Bearer error="invalid_token", ${resourceMetadata}` : `Bearer ${resourceMetadata}`);
    }
    throw error;
  });
  app.post(
    '/mcp',
    {
      schema: { tags: ['mcp'], operationId: 'callMcp', summary: 'Send an MCP request (JSON-RPC): list and call tools, read resources', produces: ['application/json'], description: 'Model Context Protocol (Streamable HTTP, stateless): JSON-RPC requests from an MCP client.' },
      onRequest: app.authenticate,
      // One POST for reads and writes alike: a read token is offered only the tools that read.
      config: { access: 'mcp-tools', scopeCheckedPerCall: true },
      // base64 grows a file by a third; the JSON-RPC envelope is small.
      bodyLimit: Math.ceil((INLINE_FILE_MAX_BYTES * 4) / 3) + 64 * 1024,
    },
    async (request, reply) => {
      const user = app.currentUser(request);
      if (!request.apiToken) throw unauthorized('mcp_token_only');
      const server = buildMcpServer({ user, scope: request.apiToken.scope, mcp, feedback, fetchFile, log: request.log });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
  app.get('/mcp', { config: { access: 'mcp-tools' }, schema: { tags: ['mcp'], operationId: 'openMcpStream', summary: 'Not served: the endpoint is stateless, so there is no stream to open', security: [], response: { 405: MethodNotAllowedReplySchema } } }, methodNotAllowed);
  app.delete('/mcp', { config: { access: 'mcp-tools' }, schema: { tags: ['mcp'], operationId: 'endMcpSession', summary: 'Not served: the endpoint is stateless, so there is no session to end', security: [], response: { 405: MethodNotAllowedReplySchema } } }, methodNotAllowed);
}
