import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const START_SCRIPT = fileURLToPath(new URL('../../../scripts/start-postgres.sh', import.meta.url));

/** Whether this machine has PostgreSQL's server binaries, for tests that run a server of their own. */
export const hasPostgresBinaries = () => fs.existsSync(path.join(PG_BIN, 'pg_ctl'));

/** A port free on loopback right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL server of the test's own (the shared one of the run cannot be stopped), which the test
 * can stop and start again on the same port and data, or freeze so that it stops answering.
 */
export async function startOwnPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-pg-outage-'));
  const port = await freePort();
  const start = () => execFileSync('bash', [START_SCRIPT, dir, String(port)], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  const pgCtl = (...args: string[]) => {
    const command = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', path.join(PG_BIN, 'pg_ctl')] : [path.join(PG_BIN, 'pg_ctl')];
    execFileSync(command[0] ?? '', [...command.slice(1), '-D', dir, ...args], { stdio: 'ignore' });
  };
  /** The postmaster and every backend it forked. */
  const processes = () => {
    const postmaster = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    const children = execFileSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
    return [postmaster, ...children].map(Number);
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of processes()) process.kill(pid, signal);
  };
  const url = start();
  return {
    url,
    /** A fast shutdown, as for a restart: open connections are ended. */
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start,
    /** The server and its backends stop answering (SIGSTOP), with their sockets left open. */
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
