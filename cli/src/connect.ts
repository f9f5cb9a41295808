import { createApiClient, type ApiClient } from './api/client.ts';
import { readConfig } from './config.ts';

export interface Connection {
  url: string;
  client: ApiClient;
}

/** The API client REVIEW_URL and REVIEW_TOKEN name; called after a command's arguments are checked, so --help and usage errors need neither. */
export function connect(env: NodeJS.ProcessEnv = process.env): Connection {
  const config = readConfig(env);
  return { url: config.url, client: createApiClient(config) };
}
