import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the policy was asked while some work ran: `policy.ts` notes each action it decides into the
 * set of the work around it, if any. The MCP layer checks with it that a tool's service asked the
 * action the tool declares; the route test (`route-access.test.ts`) does the same for each route.
 * Outside such work there is no set and noting costs one lookup.
 */
const questions = new AsyncLocalStorage<Set<string>>();

export const noteAsked = (action: string) => void questions.getStore()?.add(action);

/** Runs `work` and gives what the policy was asked during it (nested work notes into its own set only). */
export async function askedDuring<T>(work: () => Promise<T>): Promise<{ result: T; asked: ReadonlySet<string> }> {
  const asked = new Set<string>();
  const result = await questions.run(asked, work);
  return { result, asked };
}

/** Opens a set for the rest of a request (an onRequest hook's `done` runs under it), for a test's hooks to read. */
export function askingFor(asked: Set<string>, next: () => void): void {
  questions.run(asked, next);
}
