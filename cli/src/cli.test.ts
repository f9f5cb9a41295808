import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
function review(args: string[], token: string | undefined, url = ctx.baseUrl) {
  const env: NodeJS.ProcessEnv = { ...process.env, REVIEW_URL: url, REVIEW_TOKEN: token, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` };
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

const run = (args: string[], token: string | undefined, url?: string) => review(args, token, url).done;

/**
 * A stand-in for the server's address that passes every request on to it, or, while `failing`,
 * answers 503 as a server whose database restarts: an outage in the middle of a wait.
 */
async function startFlakyProxy(target: string) {
  const state = { failing: false, refused: 0 };
  const server = http.createServer((request, response) => {
    if (state.failing) {
      state.refused += 1;
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The database is restarting.', code: 'database_unavailable' }));
      return;
    }
    const upstream = http.request(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

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
    // Not a terminal: a line per file and per quarter reached on stderr, the result alone on stdout.
    expect(result.stderr).toMatch(/^Uploading home\.png \(.+\)\n(Uploading home\.png: (25|50|75)%\n)*Uploading home\.png: 100%\nUploading cart\.png \(.+\)\n/);
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

  it('uploads a new version with --project and --asset when the asset is in that project, and refuses them when it is not', async () => {
    const agreeing = await run(['upload', file('home-v2.png'), '--project', String(projectId), '--asset', String(assetId), '--note', 'Build 43'], writeToken);
    expect(agreeing.code, agreeing.stderr).toBe(0);
    expect(agreeing.stdout).toContain(`as asset ${assetId} (home), version 4:`);
    const versions = async () => (await answered(ownerApi.GET('/api/v1/versions', { params: { query: { asset: assetId } } }))).data;
    expect((await versions())[0]).toMatchObject({ version: 4, note: 'Build 43' });

    const otherProject = await buildProject(ctx.app, owner, 'Checkout');
    const disagreeing = await run(['upload', file('home-v2.png'), '--project', String(otherProject), '--asset', String(assetId)], writeToken);
    expect(disagreeing.code).toBe(3);
    expect(disagreeing.stderr).toBe(`review: Asset ${assetId} is in project ${projectId}, not project ${otherProject}: give its own project with --project, or leave --project out\n`);
    expect((await versions())[0]?.version).toBe(4);
  });

  it('ends with 2 when no decision comes before the timeout', async () => {
    expect((await run(['upload', file('home.png'), '--asset', String(assetId)], writeToken)).code).toBe(0);
    const result = await run(['wait', '--asset', String(assetId), '--interval', '200ms', '--timeout', '1s', '--json'], writeToken);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ asset_id: assetId, version: 5, outcome: 'pending', timed_out: true });
  });

  it('prints the server\'s message and ends with 4 when the server refuses', async () => {
    const result = await run(['upload', file('home.png'), '--project', String(projectId), '--json'], readToken);
    expect(result.code).toBe(4);
    // Said once: as JSON on stdout, where --json puts it, and not again on stderr.
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { message: `${file('home.png')}: ${TOKEN_READ_ONLY}`, exit_code: 4, status: 403, uploaded: [] } });
    expect(result.stderr).not.toContain(TOKEN_READ_ONLY);
    const plain = await run(['upload', file('home.png'), '--project', String(projectId)], readToken);
    expect(plain.stderr.split(TOKEN_READ_ONLY)).toHaveLength(2);
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

  it('says a refusal the server explains field by field once, not once more with its field', async () => {
    const text = file('notes.txt');
    fs.writeFileSync(text, 'not a design');
    const result = await run(['upload', text, '--project', String(projectId)], writeToken);
    expect(result.code).toBe(4);
    // The server's message is its field's: said once, not again as "design_file: …".
    const sentence = result.stderr.trim().split('\n').at(-1)!;
    expect(sentence).toMatch(new RegExp(`^review: ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Only jpg, .* files are accepted\\.$`));
    expect(sentence).not.toContain('design_file');
    expect(result.stderr.split('files are accepted')).toHaveLength(2);
  });

  it('ends a wait with 5, not 1, when the server cannot be reached: 1 is only changes requested', async () => {
    const closed = await run(['wait', '--asset', String(assetId), '--interval', '200ms', '--timeout', '5s'], writeToken, 'http://127.0.0.1:9');
    expect(closed.code).toBe(5);
    expect(closed.stderr).toMatch(/^review: No answer from http:\/\/127\.0\.0\.1:9: .+\n$/);
    const status = await run(['status'], writeToken, 'http://127.0.0.1:9');
    expect(status.code).toBe(5);
  });

  it('waits through an outage, telling it once when it starts and once when it ends', async () => {
    const proxy = await startFlakyProxy(ctx.baseUrl);
    try {
      expect((await run(['upload', file('home-v3.png'), '--asset', String(assetId)], writeToken)).code).toBe(0);
      const waiting = review(['wait', '--asset', String(assetId), '--interval', '100ms', '--timeout', '30s'], writeToken, proxy.url);
      await waiting.stderrSays('Waiting for a decision');
      proxy.failing = true;
      await expect.poll(() => proxy.refused, { timeout: 10_000 }).toBeGreaterThan(3);
      proxy.failing = false;
      await waiting.stderrSays('The server answers again.');
      await answered(reviewerApi.POST('/api/v1/assets/{id}/decisions', { params: { path: { id: assetId } }, body: { decision: 'changes_requested', note: 'Still too small.' } }));
      const result = await waiting.done;
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(/^Waiting for a decision on asset \d+, version 6: asking every 100ms/),
        'The server failed (HTTP 503): The database is restarting. Asking again every 100ms.',
        'The server answers again.',
      ]);
      expect(result.stdout.split('> Still too small.')).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it('lists its exit codes in each command\'s help, the same as the README', async () => {
    const result = await run(['wait', '--help'], undefined);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exit codes:\n {2}0 {2}approved\n {2}1 {2}changes requested.*\n {2}2 {2}no decision before the timeout\n {2}3 .*\n {2}4 .*\n {2}5 {2}a failure/);
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('| 1 | `wait`: changes requested |');
    expect(readme).toContain('| 2 | `wait`: no decision before the timeout |');
    expect(readme).toMatch(/^\| 5 \| a failure: /m);
  });
});
