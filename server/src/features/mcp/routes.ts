import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { unauthorized } from '../../errors.ts';
import type { FeedbackService } from '../feedback/service.ts';
import { buildMcpServer, INLINE_FILE_MAX_BYTES, type McpContext } from './mcp-server.ts';
import type { McpService } from './service.ts';

export interface McpRoutesOptions {
  mcp: McpService;
  feedback: FeedbackService;
  fetchFile: McpContext['fetchFile'];
}

const TOKEN_ONLY = 'The MCP endpoint takes a personal access token: send Authorization: Bearer rvw_… (make one in your profile).';

/** The stateless transport keeps no sessions, so there is no stream to open (GET) or session to end (DELETE). */
const methodNotAllowed = (_request: unknown, reply: FastifyReply) =>
  reply.status(405).header('Allow', 'POST').send({ message: 'Method not allowed: send MCP requests with POST.', jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });

/** `POST /api/mcp`: the Model Context Protocol over Streamable HTTP, for agents holding a personal access token. */
export default async function mcpRoutes(app: FastifyInstance, { mcp, feedback, fetchFile }: McpRoutesOptions) {
  app.post(
    '/mcp',
    {
      schema: { tags: ['mcp'], description: 'Model Context Protocol (Streamable HTTP, stateless): JSON-RPC requests from an MCP client.' },
      onRequest: app.authenticate,
      // One POST for reads and writes alike: its tools refuse writes to read tokens themselves.
      config: { scopeCheckedPerCall: true },
      // base64 grows a file by a third; the JSON-RPC envelope is small.
      bodyLimit: Math.ceil((INLINE_FILE_MAX_BYTES * 4) / 3) + 64 * 1024,
    },
    async (request, reply) => {
      const user = app.currentUser(request);
      if (!request.apiToken) throw unauthorized(TOKEN_ONLY);
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
  app.get('/mcp', { schema: { tags: ['mcp'] } }, methodNotAllowed);
  app.delete('/mcp', { schema: { tags: ['mcp'] } }, methodNotAllowed);
}
