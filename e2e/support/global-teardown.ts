import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's throwaway data folder (database and uploaded files). */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('review-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
