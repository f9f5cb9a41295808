import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../server');

/**
 * `npm run admin -- <args>` on the data folder of the run's server, as its operator would type it
 * (same SQLite file; the server notices another process's writes within a moment). Its output.
 */
export async function runAdmin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return stdout;
}
