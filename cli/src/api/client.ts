import { ErrorReplySchema } from '@review/contract/errors';
import createClient, { type Client } from 'openapi-fetch';
import { CliError, EXIT } from '../errors.ts';
import type { paths } from './openapi.ts';

export type ApiClient = Client<paths>;

/**
 * A client of the server's API whose paths, parameters and replies are those of the server's own
 * OpenAPI document (`openapi.ts`, generated from it), authenticated by a personal access token or a
 * session token when one is given.
 */
export function createApiClient({ url, token }: { url: string; token?: string }): ApiClient {
  return createClient<paths>({
    baseUrl: url,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: async (request) => {
      try {
        return await fetch(request);
      } catch (error) {
        // fetch says only "fetch failed"; the cause names the refused connection, the unknown host or the closed socket.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        throw new CliError(`No answer from ${url}: ${cause}`, EXIT.failure);
      }
    },
  });
}

/** The server's sentence for a refusal or a failure: `{message, code?, errors?}` when it answered one. */
export function errorReply(status: number, error: unknown) {
  const parsed = ErrorReplySchema.safeParse(error);
  if (!parsed.success) return { message: `The server answered HTTP ${status}.` };
  // The server's message is most often its first field's: each sentence is said once.
  const fields = Object.entries(parsed.data.errors ?? {})
    .filter(([, message]) => !parsed.data.message.includes(message))
    .map(([field, message]) => `${field}: ${message}`);
  return { ...parsed.data, message: [parsed.data.message, ...fields].join(' ') };
}

/**
 * The data of an answered call. A refusal (4xx) becomes the server's message with exit code 4; a
 * failure (5xx) exit code 5.
 */
export async function answered<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const reply = errorReply(response.status, error);
    const refused = response.status < 500;
    const message = !refused
      ? `The server failed (HTTP ${response.status}): ${reply.message}`
      : response.status === 401
        ? `${reply.message} The server refused REVIEW_TOKEN: it may be mistyped, expired or revoked.`
        : reply.message;
    throw new CliError(message, refused ? EXIT.refused : EXIT.failure, { status: response.status, code: reply.code, errors: reply.errors });
  }
  if (data === undefined) throw new CliError(`The server answered HTTP ${response.status} with nothing.`, EXIT.failure);
  return data;
}
