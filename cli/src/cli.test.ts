import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_READ_ONLY } from '@review/contract/tokens';
import { useTestApp } from '@review/server/src/test/build-test-app.ts';
import { buildUser, type SignedInUser } from '@review/server/src/test/factories.ts';
import { makeImage } from '@review/server/src/test/images.ts';
import { buildMember, buildProject } from '@review/server/src/test/project-factories.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, createApiClient, type ApiClient } from './api/client.ts';

/** The bin npm links for the workspace, run as a pipeline runs it: through its shebang. */
const BIN = fileURLToPath(new URL('../../node_modules/.bin/review', import.meta.url));

const ctx = useTestApp({}, { listen: true });

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command line as a process of its own; `stderrSays` resolves once stderr shows the text (a wait has started). */
function review(args: string[], token: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, REVIEW_URL: ctx.baseUrl, REVIEW_TOKEN: token, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` };
  if (token === undefined) delete env.REVIEW_TOKEN;
  const child = spawn(BIN, args, { env });
  let stdout = '';
  let stderr = '';
  const listeners: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    for (const listener of listeners) listener();
  });
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  const stderrSays = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stderr.includes(text) && resolve();
      listeners.push(check);
      check();
      void done.then(() => reject(new Error(`the command ended before saying "${text}": ${stderr}`)));
    });
  return { done, stderrSays };
}

const run = (args: string[], token: string | undefined) => review(args, token).done;

let files: string;
let owner: SignedInUser;
let reviewer: SignedInUser;
let ownerApi: ApiClient;
let reviewerApi: ApiClient;
let projectId: number;
let writeToken: string;
let readToken: string;

beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'review-cli-'));
  for (const [name, width] of [['home.png', 640], ['cart.png', 480], ['home-v2.png', 800], ['home-v3.png', 320]] as const) {
    fs.writeFileSync(path.join(files, name), await makeImage('png', width, 400));
  }
  owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Designer' });
  projectId = await buildProject(ctx.app, owner, 'Storefront');
  reviewer = await buildMember(ctx.app, owner, projectId, 'Member');
  ownerApi = createApiClient({ url: ctx.baseUrl, token: owner.token });
  reviewerApi = createApiClient({ url: ctx.baseUrl, token: reviewer.token });
  writeToken = (await answered(ownerApi.POST('/api/v1/tokens', { body: { name: 'CI', scope: 'write' } }))).data.token;
  readToken = (await answered(ownerApi.POST('/api/v1/tokens', { body: { name: 'dashboard', scope: 'read' } }))).data.token;
});

afterAll(() => fs.rmSync(files, { recursive: true, force: true }));

const file = (name: string) => path.join(files, name);

describe('review', () => {
  let assetId: number;

  it('says whom the token acts as and that the server is ready', async () => {
    const result = await run(['status', '--json'], writeToken);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ url: ctx.baseUrl, user: { email: owner.user.email }, server: { ready: true } });
    const plain = await run(['status'], writeToken);
    expect(plain.stdout).toContain(`Dana Designer <${owner.user.email}>`);
  });

  it('uploads each file as a new asset of the project', async () => {
    const result = await run(['upload', file('home.png'), file('cart.png'), '--project', String(projectId), '--json'], writeToken);
    expect(result.code).toBe(0);
    // Not a terminal: a plain line per file on stderr, the result alone on stdout.
    expect(result.stderr).toMatch(/Uploading home\.png \(.+\)\nUploading cart\.png/);
    const { uploaded } = JSON.parse(result.stdout) as { uploaded: { asset_id: number; title: string; version: number; url: string }[] };
    expect(uploaded.map((one) => one.version)).toEqual([1, 1]);
    expect(uploaded[0]?.url).toBe(`${ctx.baseUrl}/asset/${uploaded[0]?.asset_id}`);
    const assets = (await answered(ownerApi.GET('/api/v1/assets', { params: { query: { project: projectId } } }))).data;
    expect(assets.map((asset) => asset.versions[0]?.file_name).sort()).toEqual(['cart.png', 'home.png']);
    assetId = uploaded[0]?.asset_id ?? 0;
  });

  it('uploads a new version of an asset with its note', async () => {
    const result = await run(['upload', file('home-v2.png'), '--asset', String(assetId), '--note', 'Build 42'], writeToken);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Uploaded ${file('home-v2.png')} as asset ${assetId} (home), version 2: ${ctx.baseUrl}/asset/${assetId}`);
    const versions = (await answered(ownerApi.GET('/api/v1/versions', { params: { query: { asset: assetId } } }))).data;
    expect(versions[0]).toMatchObject({ version: 2, note: 'Build 42', file_name: 'home-v2.png', file_dimension: '800x400' });
  });

  it('waits until a reviewer approves, then ends with 0', async () => {
    await answered(ownerApi.PUT('/api/v1/assets/{id}/review', { params: { path: { id: assetId } }, body: { reviewers: [{ user_id: reviewer.user.id, required: true }] } }));
    const waiting = review(['wait', '--asset', String(assetId), '--until', 'decided', '--interval', '200ms', '--timeout', '30s'], writeToken);
    await waiting.stderrSays('Waiting for a decision');
    await answered(reviewerApi.POST('/api/v1/assets/{id}/decisions', { params: { path: { id: assetId } }, body: { decision: 'approved' } }));
    const result = await waiting.done;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Approved: asset ${assetId}, version 2 by ${reviewer.user.first_name} ${reviewer.user.last_name}.`);
  });

  it('waits until a reviewer requests changes, then prints the open feedback as Markdown and ends with 1', async () => {
    expect((await run(['upload', file('home-v3.png'), '--asset', String(assetId)], writeToken)).code).toBe(0);
    const versions = (await answered(ownerApi.GET('/api/v1/versions', { params: { query: { asset: assetId } } }))).data;
    const variationId = versions[0]?.variations[0]?.id ?? 0;
    await answered(reviewerApi.POST('/api/v1/comments', { body: { variation_id: variationId, content: 'The logo is too small.' } }));

    const waiting = review(['wait', '--asset', String(assetId), '--interval', '200ms', '--timeout', '30s'], writeToken);
    await waiting.stderrSays('Waiting for a decision on asset');
    await answered(reviewerApi.POST('/api/v1/assets/{id}/decisions', { params: { path: { id: assetId } }, body: { decision: 'changes_requested', note: 'Please enlarge the logo.' } }));
    const result = await waiting.done;
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`Changes requested: asset ${assetId}, version 3 by ${reviewer.user.first_name} ${reviewer.user.last_name}.`);
    expect(result.stdout).toContain('> Please enlarge the logo.');
    expect(result.stdout).toContain('# Open feedback: home');
    expect(result.stdout).toContain('> The logo is too small.');
  });

  it('prints the open feedback as JSON', async () => {
    const result = await run(['feedback', '--asset', String(assetId), '--format', 'json'], writeToken);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ asset_id: assetId, version: 3, items: [{ number: 1, text: 'The logo is too small.' }] });
    const markdown = await run(['feedback', '--asset', String(assetId)], readToken);
    expect(markdown.stdout).toMatch(/^# Open feedback: home\n/);
  });

  it('ends with 2 when no decision comes before the timeout', async () => {
    expect((await run(['upload', file('home.png'), '--asset', String(assetId)], writeToken)).code).toBe(0);
    const result = await run(['wait', '--asset', String(assetId), '--interval', '200ms', '--timeout', '1s', '--json'], writeToken);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ asset_id: assetId, version: 4, outcome: 'pending', timed_out: true });
  });

  it('prints the server\'s message and ends with 4 when the server refuses', async () => {
    const result = await run(['upload', file('home.png'), '--project', String(projectId), '--json'], readToken);
    expect(result.code).toBe(4);
    expect(result.stderr).toContain(TOKEN_READ_ONLY);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { message: `${file('home.png')}: ${TOKEN_READ_ONLY}`, exit_code: 4, status: 403, uploaded: [] } });
    const missing = await run(['feedback', '--asset', '999999'], writeToken);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('Asset not found.');
    const revoked = await run(['status'], 'rvw_not-a-token');
    expect(revoked.code).toBe(4);
    expect(revoked.stderr).toContain('The server refused REVIEW_TOKEN');
  });

  it('ends with 3 on a bad argument or a missing setting, before asking the server', async () => {
    const noToken = await run(['status'], undefined);
    expect(noToken.code).toBe(3);
    expect(noToken.stderr).toContain('REVIEW_TOKEN is not set');
    const noFile = await run(['upload', file('missing.png'), '--project', String(projectId)], writeToken);
    expect(noFile.code).toBe(3);
    expect(noFile.stderr).toContain(`No such file: ${file('missing.png')}`);
    const badTimeout = await run(['wait', '--asset', String(assetId), '--timeout', 'soon'], writeToken);
    expect(badTimeout.code).toBe(3);
  });

  it('lists its exit codes in each command\'s help', async () => {
    const result = await run(['wait', '--help'], undefined);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exit codes:\n {2}0 {2}approved\n {2}1 {2}changes requested.*\n {2}2 {2}no decision before the timeout\n {2}3 .*\n {2}4 /);
  });
});
