import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every file kept under a data folder (blobs, and the temp folders uploads and renderings pass through). */
export function storedFiles(dataDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else files.push(path.join(dir, entry.name));
    }
  };
  walk(dataDir);
  return files.filter((file) => !/\.(sqlite|db)(-wal|-shm|-journal)?$/.test(file)).sort();
}

export const countRows = async (app: FastifyInstance, table: 'assets' | 'variations' | 'variation_pages' | 'variation_renders' | 'jobs') =>
  Number((await app.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Waits for the background jobs of earlier tests, whose renderings would otherwise be counted as a test's files. */
export async function jobsDone(app: FastifyInstance, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while ((await countRows(app, 'jobs')) > 0) {
    if (Date.now() > until) throw new Error('background jobs still running');
    await sleep(100);
  }
}
