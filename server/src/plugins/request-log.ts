import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The path of a request's URL, without its query (which may carry a review link's or a reset's token). */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * One line per request, when it is answered (Fastify's default writes two). Health checks (asked
 * every few seconds by a load balancer, whatever they answer) and the web app's own files are logged
 * at debug, so the log shows what people do. Told by the path alone: `request.routeOptions` builds an
 * object on each read, and this runs on every request.
 */
export class RequestLog extends LogController {
  readonly #healthChecks: ReadonlySet<string>;

  constructor(healthCheckPaths: readonly string[]) {
    super();
    this.#healthChecks = new Set(healthCheckPaths);
  }

  #isRoutine(path: string, status: number) {
    return this.#healthChecks.has(path) || (status < 400 && !path.startsWith('/api') && !path.startsWith('/files'));
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request.url);
    const line = { method: request.method, url: path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (this.#isRoutine(path, reply.statusCode)) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}
