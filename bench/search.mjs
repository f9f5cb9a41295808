#!/usr/bin/env node
// Search benchmark: GET /api/v1/search over 100,000 comments (plus 400 assets in 20 projects), asked
// of the server as `npm start` runs it (compiled, its own process, SQLite on disk). The comments are
// written straight into the database file while the server is stopped (through the same tables, so
// the search index's triggers fill it), then the server is started again and asked 300 searches
// (a rare word, the start of a common one, two common words), one at a time. Prints p50 and p95. Target (architecture.md): p95 < 50 ms.
// Run: npm run bench:search
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { apiClient, signUp, startAppServer, waitForHealth } from './app-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const Database = createRequire(path.join(root, 'server/package.json'))('better-sqlite3');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-search-'));
const dataDir = path.join(work, 'data');
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const COMMENTS = 100_000;
const PROJECTS = 20;
const ASSETS_PER_PROJECT = 20;
const SEARCHES = 300;
const WORDS = ['kerning', 'logo', 'spacing', 'colour', 'contrast', 'headline', 'button', 'margin', 'padding', 'gradient', 'shadow', 'border', 'icon', 'photo', 'crop', 'align', 'font', 'weight', 'tracking', 'baseline'];

const call = apiClient(base);
const startServer = () => startAppServer({ port, dataDir });

let seed = 42;
/** A repeatable sequence, so every run measures the same data. */
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vi', 'so', 'pe', 'da', 'gu', 'ri', 'zo', 'fa', 'ye'];
const FILLER = Array.from({ length: 3000 }, (_, i) => `${SYLLABLES[i % 15]}${SYLLABLES[Math.floor(i / 15) % 15]}${SYLLABLES[Math.floor(i / 225) % 15]}`);

const stop = (server) => new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

await buildServer();
let server = startServer();
try {
  await waitForHealth(base);
  const { email, token } = await signUp(call);
  const form = new FormData();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const project = await call('POST', '/projects', { project_name: 'Seed' }, token);
  form.set('project_id', String(project.data.id));
  form.set('design_file', new Blob([png], { type: 'image/png' }), 'seed.png');
  const seeded = await (await fetch(`${base}/api/v1/upload/design_files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
  await stop(server);

  // Straight into the file: 100,000 comments through the API would take longer than the measurement.
  const db = new Database(path.join(dataDir, 'review.sqlite'));
  const user = db.prepare('select id from users where email = ?').get(email);
  const template = db.prepare('select * from variations where id = ?').get(seeded.data.versions[0].variations[0].id);
  const now = new Date().toISOString();
  const insertProject = db.prepare("insert into projects (user_id, project_name, description, created_at, updated_at) values (?, ?, '', ?, ?)");
  const insertAsset = db.prepare("insert into assets (project_id, user_id, title, description, status, is_archived, created_at, updated_at) values (?, ?, ?, '', 'Todo', 0, ?, ?)");
  const insertVersion = db.prepare("insert into versions (asset_id, version, note, user_id, created_at, updated_at) values (?, 1, '', ?, ?, ?)");
  const variationColumns = Object.keys(template).filter((column) => column !== 'id' && column !== 'version_id');
  const insertVariation = db.prepare(`insert into variations (version_id, ${variationColumns.join(', ')}) values (?, ${variationColumns.map(() => '?').join(', ')})`);
  const insertComment = db.prepare("insert into comments (asset_id, variation_id, parent_id, user_id, content, annotation, mentions, is_resolved, page, created_at, updated_at) values (?, ?, null, ?, ?, null, '[]', 0, 1, ?, ?)");
  db.transaction(() => {
    const targets = [];
    for (let p = 0; p < PROJECTS; p++) {
      const projectId = insertProject.run(user.id, `Project ${p}`, now, now).lastInsertRowid;
      for (let a = 0; a < ASSETS_PER_PROJECT; a++) {
        const assetId = insertAsset.run(projectId, user.id, `Asset ${p}-${a}`, now, now).lastInsertRowid;
        const versionId = insertVersion.run(assetId, user.id, now, now).lastInsertRowid;
        const variationId = insertVariation.run(versionId, ...variationColumns.map((column) => template[column])).lastInsertRowid;
        targets.push([assetId, variationId]);
      }
    }
    for (let i = 0; i < COMMENTS; i++) {
      const [assetId, variationId] = targets[i % targets.length];
      // 8 to 20 words; about one in three a design word (each then in a fifth of all comments), the rest from a wide vocabulary.
      const words = Array.from({ length: 8 + (i % 13) }, () => (random() < 0.3 ? WORDS[Math.floor(random() * WORDS.length)] : FILLER[Math.floor(random() * FILLER.length)]));
      insertComment.run(assetId, variationId, user.id, `Comment ${i}: please fix the ${words.join(' ')} here (ref ${i.toString(36)}).`, now, now);
    }
  })();
  db.close();

  server = startServer();
  await waitForHealth(base);
  const queries = Array.from({ length: SEARCHES }, (_, i) => (i % 3 === 0 ? FILLER[(i * 37) % FILLER.length] : i % 3 === 1 ? WORDS[i % WORDS.length].slice(0, 4) : `${WORDS[i % WORDS.length]} ${WORDS[(i + 5) % WORDS.length]}`));
  for (const q of queries.slice(0, 20)) await call('GET', `/search?q=${encodeURIComponent(q)}`, undefined, token);
  const times = [];
  const byKind = [[], [], []];
  let hits = 0;
  for (const [i, q] of queries.entries()) {
    const started = performance.now();
    const result = await call('GET', `/search?q=${encodeURIComponent(q)}`, undefined, token);
    times.push(performance.now() - started);
    byKind[i % 3].push(performance.now() - started);
    hits += result.data.comments.length;
  }
  console.log(`${COMMENTS.toLocaleString('en')} comments on ${PROJECTS * ASSETS_PER_PROJECT} assets, ${SEARCHES} searches (rare words, word starts, two common words), one at a time:`);
  console.log(`  p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (target p95 < 50 ms)   max ${Math.max(...times).toFixed(1)} ms`);
  for (const [index, kind] of ['a rare word', 'a common word\'s start', 'two common words'].entries()) console.log(`  ${kind}: p50 ${percentile(byKind[index], 50).toFixed(1)} ms, p95 ${percentile(byKind[index], 95).toFixed(1)} ms`);
  console.log(`  comment hits returned: ${hits} (at most 10 a search)`);
} finally {
  server.kill('SIGTERM');
  // BENCH_KEEP=1 leaves the data to look into (the path is printed).
  if (process.env.BENCH_KEEP) console.log(`  data kept in ${dataDir}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
