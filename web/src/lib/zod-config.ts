import { config } from 'zod/v4/core';

/**
 * Zod compiles fast parsers with `new Function` when it may. Our Content-Security-Policy forbids eval,
 * so it never may here, and its probe only fills the console with violation reports. Imported first
 * by main.tsx: the probe runs when the first object schema is built.
 */
config({ jitless: true });
