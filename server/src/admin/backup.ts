import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { Config } from '../config.ts';

/** What a backup holds, written first into the archive. */
interface Manifest {
  format: 1;
  created_at: string;
  dialect: 'sqlite' | 'postgres';
  storage: 'disk' | 's3';
  /** Files copied (disk) or object keys listed (S3). */
  files: number;
}

const SQLITE_FILE = 'database.sqlite';
const POSTGRES_FILE = 'database.dump';
const BUCKET_LISTING = 'bucket-keys.txt';

export class BackupError extends Error {}

/** A PostgreSQL client tool: from PG_BIN, the PATH, or Debian's newest /usr/lib/postgresql/<n>/bin. */
function postgresTool(name: 'pg_dump' | 'pg_restore') {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(debian, v, 'bin', name)).find((file) => fs.existsSync(file));
  if (!found) throw new BackupError(`${name} was not found: install PostgreSQL's client tools, or set PG_BIN to the folder that holds them.`);
  return found;
}

async function listBucket(s3: NonNullable<Config['s3']>) {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId && s3.secretAccessKey && { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }),
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

const countFiles = (dir: string): number =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1), 0) : 0;

/**
 * A consistent backup while the app runs: the database first (SQLite's online backup API, or pg_dump's
 * snapshot), then the files. Files are written before any row points at them, so every file the
 * database copy names is there when the files are copied. On S3 the bucket keeps the files (use its
 * versioning or replication); the backup lists its keys, so a restore can be checked against it.
 */
export async function backup(config: Config, file: string) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'review-backup-'));
  try {
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    if (dialect === 'sqlite') {
      const source = path.join(config.dataDir, 'review.sqlite');
      if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}: check DATA_DIR.`);
      const db = new SQLite(source, { readonly: true, fileMustExist: true });
      try {
        await db.backup(path.join(staging, SQLITE_FILE));
      } finally {
        db.close();
      }
    } else {
      execFileSync(postgresTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${path.join(staging, POSTGRES_FILE)}`, config.databaseUrl!], { stdio: ['ignore', 'ignore', 'pipe'] });
    }

    const entries = [dialect === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE];
    let files: number;
    if (config.s3) {
      const keys = await listBucket(config.s3);
      fs.writeFileSync(path.join(staging, BUCKET_LISTING), keys.join('\n'));
      entries.push(BUCKET_LISTING);
      files = keys.length;
    } else {
      const blobs = path.join(config.dataDir, 'blobs');
      fs.mkdirSync(blobs, { recursive: true });
      fs.symlinkSync(blobs, path.join(staging, 'blobs'));
      entries.push('blobs');
      files = countFiles(blobs);
    }
    const manifest: Manifest = { format: 1, created_at: new Date().toISOString(), dialect, storage: config.s3 ? 's3' : 'disk', files };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.create(
      // Temp files of uploads in progress are not part of the data.
      { gzip: true, file, cwd: staging, follow: true, portable: true, filter: (entry) => !entry.split(path.sep).includes('.tmp') },
      ['manifest.json', ...entries],
    );
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores a backup into an empty DATA_DIR (and, on PostgreSQL, an empty database). */
export async function restore(config: Config, file: string) {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const dataDir = config.dataDir;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new BackupError(`${dataDir} is not empty: restore into an empty DATA_DIR.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'review-restore-'));
  try {
    await tar.extract({ file, cwd: staging });
    const manifestFile = path.join(staging, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${file} is not a Design Review backup.`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== dialect) {
      throw new BackupError(`This backup is of a ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; the settings point at ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}.`);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    if (dialect === 'sqlite') {
      fs.copyFileSync(path.join(staging, SQLITE_FILE), path.join(dataDir, 'review.sqlite'));
    } else {
      execFileSync(postgresTool('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${config.databaseUrl!}`, path.join(staging, POSTGRES_FILE)], { stdio: ['ignore', 'ignore', 'pipe'] });
    }
    if (manifest.storage === 'disk') fs.cpSync(path.join(staging, 'blobs'), path.join(dataDir, 'blobs'), { recursive: true });
    return manifest;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw stderr ? new BackupError(`The database could not be restored: ${stderr.split('\n')[0]}`) : error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
