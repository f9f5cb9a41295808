import { describe, expect, it } from 'vitest';

/**
 * The language is loaded after the modules (main.tsx imports them, then loads the catalog): a module that
 * formats a message while it is imported throws "currentIntl() before the first catalog was loaded" and
 * breaks any page opened directly. Importing every module of the app (but main.tsx, which renders) with no language set catches one.
 */
const modules = import.meta.glob(['../**/*.{ts,tsx}', '!../main.tsx', '!../**/*.test.ts']);

describe('modules at import time', () => {
  it('format no message before a language is loaded', async () => {
    const failures: string[] = [];
    for (const [path, load] of Object.entries(modules)) {
      await load().catch((error: unknown) => failures.push(`${path}: ${String(error)}`));
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
