import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider, type TestOidcProvider } from '../../server/src/test/oidc-provider.ts';

export interface SsoServer {
  baseUrl: string;
  provider: TestOidcProvider;
  close: () => Promise<void>;
}

const SERVER = path.resolve(import.meta.dirname, '../../server/dist/server.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitUntilHealthy(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the single sign-on server stopped (${server.exitCode})`);
    const ok = await fetch(`${baseUrl}/api/v1/health`).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the single sign-on server did not start within 30 s');
}

/**
 * The single sign-on journeys' own server: the run's built server (the webServer command compiled
 * it) on a database and port of its own, signing in through a real OpenID provider on loopback
 * (server/src/test/oidc-provider.ts). Kept apart so that no other journey sees a Sign in with SSO
 * button or an enforced domain.
 */
export async function startSsoServer(env: Record<string, string>): Promise<SsoServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({ publicUrl: baseUrl });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-e2e-sso-'));
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...provider.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    server.kill();
    await provider.close();
    throw error;
  }
  return {
    baseUrl,
    provider,
    close: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await provider.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
