import { usageError } from './errors.ts';

export interface Config {
  /** The server's address without a trailing slash, as people open it: `https://review.example.com`. */
  url: string;
  token: string;
}

/** REVIEW_URL and REVIEW_TOKEN: read from the environment only, so a token never shows in a process list or a CI log line. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const url = env.REVIEW_URL?.trim();
  const token = env.REVIEW_TOKEN?.trim();
  if (!url) throw usageError('REVIEW_URL is not set: set it to the server\'s address, e.g. REVIEW_URL=https://review.example.com');
  if (!token) throw usageError('REVIEW_TOKEN is not set: make a personal access token (rvw_…) on your profile page and set REVIEW_TOKEN to it');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw usageError(`REVIEW_URL is not an address: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw usageError(`REVIEW_URL must start with http:// or https://: ${url}`);
  return { url: parsed.href.replace(/\/+$/, ''), token };
}
