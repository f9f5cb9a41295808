import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// A process of its own: the abort this guards against kills the whole process, and it only shows
// with --expose-gc and worker threads, which a test worker does not have.
it('opens and closes 250 SQLite databases with 75,000 statements across threads, collects them and exits cleanly', () => {
  const script = fileURLToPath(new URL('./sqlite-lifecycle-stress.mjs', import.meta.url));
  const result = spawnSync(process.execPath, ['--expose-gc', script], { encoding: 'utf8', timeout: 60_000 });
  expect(result.stderr).toBe('');
  expect(result.signal).toBeNull();
  expect(result.status).toBe(0);
  expect(result.stdout.trim().split('\n')).toHaveLength(5);
});
