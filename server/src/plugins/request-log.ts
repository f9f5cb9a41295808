import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Health checks and the web app's own files: logged at debug, so the log shows what people do. */
const isRoutine = (request: FastifyRequest, reply: FastifyReply) => {
  const route = request.routeOptions.url ?? '';
  if (route.endsWith('/health') || route.endsWith('/ready')) return true;
  return !request.url.startsWith('/api') && !request.url.startsWith('/files') && reply.statusCode < 400;
};

/** One line per request, when it is answered (Fastify's default writes two). */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log[isRoutine(request, reply) ? 'debug' : 'info'](line, 'request');
  }
}
