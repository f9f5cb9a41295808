import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

// What the renderer process loads (render-worker.ts): the operation tables and what they import,
// never the server's. Each feature entry (index.ts) brings its routes and services, and with them the
// database drivers, the sign-in libraries and every other feature: a report's import of one through
// feedback's entry once cost every renderer process 29 MB at rest (145 MB against 116 MB, compiled).

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const CHILD = `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); loaded.push(resolved.url); return resolved; } });
await import('./src/features/assets/renderer-operations.ts');
await import('./src/features/compare/renderer-operations.ts');
await import('./src/features/reports/renderer-operations.ts');
await import('./src/features/websites/capture/renderer-operations.ts');
console.log(JSON.stringify(loaded));
`;

it("loads the renderers' operations without any feature's entry or the server's libraries", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], { cwd: SERVER_DIR });
  const loaded: string[] = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]');
  expect(loaded.some((url) => url.includes('/renderers/pdf.ts'))).toBe(true);
  expect(loaded.filter((url) => /\/features\/[^/]+\/index\.ts$/.test(url) || /\/node_modules\/(kysely|pg|openid-client|@node-rs\/argon2)\//.test(url))).toEqual([]);
}, 60_000);
