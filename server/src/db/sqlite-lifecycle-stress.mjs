// Opens and closes many SQLite databases with hundreds of prepared statements each, in the main
// thread and in worker threads, forcing garbage collection between rounds and leaving statements
// for the exit to collect. better-sqlite3 12 aborted here on Node >= 24.19
// (`Assertion failed: (env) != nullptr` from Statement::~Statement during GC); run with --expose-gc.
// Prints one line per thread and exits 0 only when every thread finished.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, threadId } from 'node:worker_threads';
import { createRequire } from 'node:module';

const SQLite = createRequire(import.meta.url)('better-sqlite3');
const DATABASES = 50;
const STATEMENTS = 300;
const WORKERS = 4;

if (typeof globalThis.gc !== 'function') throw new Error('run with --expose-gc');

function churn(folder) {
  let kept = [];
  for (let round = 0; round < DATABASES; round++) {
    const db = new SQLite(path.join(folder, `db-${threadId}-${round}.sqlite`));
    db.exec('create table if not exists item (id integer primary key, name text)');
    const statements = [];
    for (let n = 0; n < STATEMENTS; n++) {
      statements.push(db.prepare(`select id, name, ${n} as n from item where id > ?`));
    }
    statements[0].all(0);
    // Every other database stays open with its statements unreferenced, for the collector (and, the
    // last ones, the thread's exit) to finalise; the rest close first, as the app does.
    if (round % 2 === 0) db.close();
    else kept.push(db);
    if (round % 10 === 9) {
      kept = kept.slice(-2);
      globalThis.gc();
    }
  }
  globalThis.gc();
  return `thread ${threadId}: ${DATABASES} databases, ${DATABASES * STATEMENTS} statements`;
}

if (isMainThread) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'review-sqlite-gc-'));
  try {
    const url = new URL(import.meta.url);
    const results = await Promise.all(
      Array.from({ length: WORKERS }, () => new Promise((resolve, reject) => {
        const worker = new Worker(url, { workerData: folder });
        let line = '';
        worker.on('message', (message) => { line = message; });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve(line) : reject(new Error(`worker exited ${code}`))));
      })),
    );
    for (const line of results) console.log(line);
    console.log(churn(folder));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
} else {
  const { workerData } = await import('node:worker_threads');
  parentPort.postMessage(churn(workerData));
}
