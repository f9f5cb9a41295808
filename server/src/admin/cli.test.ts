import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildUser } from '../test/factories.ts';

// Each test starts the CLI four or five times, and each start loads the features its services use
// (some 290 modules through tsx): on a loaded two-core machine that takes longer than the default.
vi.setConfig({ testTimeout: 90_000 });

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

/** The CLI as `npm run admin` runs it, in a process of its own, on the test app's database. */
async function admin(...args: string[]) {
  const env = { ...process.env, DATA_DIR: testApp.dataDir, ...(testApp.databaseUrl && { DATABASE_URL: testApp.databaseUrl }) };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], { cwd: SERVER_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const login = (email: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

it('creates a user, lists users, sets a plan and resets a password, through the same rules as the API', async () => {
  const created = await admin('create-user', '--email', 'ops@example.com', '--first-name', 'Ops', '--last-name', 'Person', '--password', 'first-password-1');
  expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Created account \d+ for ops@example.com\.\n$/) });
  const session = await login('ops@example.com', 'first-password-1');
  expect(session.statusCode).toBe(200);

  const made = await admin('create-user', '--email', 'second@example.com', '--first-name', 'Sam', '--last-name', 'Second');
  const password = /Password: (\S+)/.exec(made.stdout)?.[1] ?? '';
  expect(password).toHaveLength(16);
  expect((await login('second@example.com', password)).statusCode).toBe(200);
  expect((await admin('create-user', '--email', 'OPS@example.com', '--first-name', 'A', '--last-name', 'B')).stderr.trim()).toBe('The email has already been taken.');

  const listed = await admin('list-users');
  expect(listed.stdout).toMatch(/^\d+\tops@example\.com\tOps Person\tstarter\t\d{4}-\d{2}-\d{2}$/m);
  expect(listed.stdout).toMatch(/^2 accounts$/m);

  expect((await admin('set-plan', '--email', 'ops@example.com', '--plan', 'pro')).stdout.trim()).toBe('ops@example.com is now on the pro plan.');
  const headers = { authorization: `Bearer ${session.json().token}` };
  expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json().plan).toBe('pro');

  const reset = await admin('reset-password', '--email', 'ops@example.com', '--password', 'second-password-2');
  expect(reset.stdout.trim()).toBe('New password set for ops@example.com; every session of the account has ended.');
  expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).statusCode).toBe(401);
  expect((await login('ops@example.com', 'second-password-2')).statusCode).toBe(200);
});

it('says what is wrong and exits 1', async () => {
  await buildUser(testApp.app, { email: 'someone@example.com' });
  for (const [args, message] of [
    [['set-plan', '--email', 'someone@example.com', '--plan', 'gold'], '--plan must be starter, lite or pro.'],
    [['reset-password', '--email', 'nobody@example.com'], 'No account uses the address nobody@example.com.'],
    [['reset-password'], '--email is required.'],
    [['create-user', '--email', 'x@example.com', '--first-name', 'X', '--last-name', 'Y', '--password', 'short'], 'Password must be at least 8 characters'],
  ] as const) {
    const result = await admin(...args);
    expect(result.code, args.join(' ')).toBe(1);
    expect(result.stderr.trim()).toBe(message);
  }
  const unknown = await admin('explode');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toMatch(/^Unknown command: explode\./);
});

it('makes an account an administrator and takes it back, each change in the audit log as the operator', async () => {
  const person = await buildUser(testApp.app, { email: 'chief@example.com' });
  const adminPage = () => testApp.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: person.headers });
  expect((await adminPage()).statusCode).toBe(403);

  expect(await admin('set-admin', '--email', 'chief@example.com')).toMatchObject({ code: 0, stdout: 'chief@example.com is now an administrator of this server.\n' });
  expect((await adminPage()).statusCode).toBe(200);
  expect((await admin('set-admin', '--email', 'CHIEF@example.com')).stdout.trim()).toBe('chief@example.com already is an administrator of this server.');
  expect((await admin('set-admin', '--email', 'chief@example.com', '--revoke')).stdout.trim()).toBe('chief@example.com is no longer an administrator of this server.');
  expect((await adminPage()).statusCode).toBe(403);
  expect((await admin('set-admin', '--email', 'chief@example.com', '--revoke')).stdout.trim()).toBe('chief@example.com was not an administrator of this server.');
  expect(await admin('set-admin', '--email', 'nobody@example.com')).toMatchObject({ code: 1, stderr: 'No account uses the address nobody@example.com.\n' });

  const entries = await testApp.app.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', String(person.user.id)).where('action', 'like', 'admin.%').orderBy('id').execute();
  expect(entries.map(({ action, actor_user_id, actor_label, target_type, target_label, ip }) => ({ action, actor_user_id, actor_label, target_type, target_label, ip }))).toEqual(
    ['admin.granted', 'admin.revoked'].map((action) => ({ action, actor_user_id: null, actor_label: 'operator (npm run admin)', target_type: 'user', target_label: 'chief@example.com', ip: null })),
  );
});

it('writes the other commands to the audit log too', async () => {
  await admin('create-user', '--email', 'audited@example.com', '--first-name', 'Au', '--last-name', 'Dited', '--password', 'first-password-1');
  await admin('set-plan', '--email', 'audited@example.com', '--plan', 'lite');
  await admin('reset-password', '--email', 'audited@example.com', '--password', 'second-password-2');
  const entries = await testApp.app.database.db.selectFrom('audit_log').select(['action', 'actor_label', 'target_label', 'details']).where('target_label', '=', 'audited@example.com').orderBy('id').execute();
  expect(entries).toEqual([
    { action: 'admin.user_created', actor_label: 'operator (npm run admin)', target_label: 'audited@example.com', details: null },
    { action: 'admin.plan_set', actor_label: 'operator (npm run admin)', target_label: 'audited@example.com', details: '{"from":"starter","to":"lite"}' },
    { action: 'admin.password_set', actor_label: 'operator (npm run admin)', target_label: 'audited@example.com', details: null },
  ]);
});
