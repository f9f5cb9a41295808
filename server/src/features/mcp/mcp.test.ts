import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ERROR_CODES } from '@review/contract/errors';
import { discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Feedback } from '@review/contract/feedback';
import { TOKEN_READ_ONLY, type TokenScope } from '@review/contract/tokens';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildAnnotatedAsset } from '../../test/annotated-asset.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { expectForgeryQuoted, forgeFeedback, FORGED_TITLE } from '../../test/forged-feedback.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject } from '../../test/project-factories.ts';
import { readImageBarcode, removeVideoClips } from '../../test/video-clips.ts';
import { buildVideoAsset, buildVideoLikeAsset } from '../../test/video-asset.ts';

const PUBLIC_URL = 'https://review.example.test';
const ctx = useTestApp({ PUBLIC_URL }, { listen: true });
const METADATA_URL = `${PUBLIC_URL}/.well-known/oauth-protected-resource`;
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => removeVideoClips());

async function makeToken(person: SignedInUser, scope: TokenScope) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: person.headers, payload: { name: `agent ${scope}`, scope } });
  expect(res.statusCode).toBe(201);
  return res.json().data.token as string;
}

/** The SDK's own client, over real HTTP, as an agent connects. */
async function connect(token: string) {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${ctx.baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

async function buildScene() {
  const owner = await buildUser(ctx.app, { first_name: 'Olivia', last_name: 'Owner' });
  const projectId = await buildProject(ctx.app, owner, 'Agents');
  return { owner, projectId, ...(await buildAnnotatedAsset(ctx.app, owner, projectId)) };
}

describe('POST /api/mcp', () => {
  it('answers 401 without a personal access token, a session is not enough, with a Bearer challenge naming its resource metadata', async () => {
    const owner = await buildUser(ctx.app);
    for (const [headers, challenge] of [
      [{}, `Bearer resource_metadata="${METADATA_URL}"`],
      [owner.headers, `Bearer error="invalid_token", resource_metadata="${METADATA_URL}"`],
      [{ authorization: 'Bearer rvw_not-a-token' }, `Bearer error="invalid_token", resource_metadata="${METADATA_URL}"`],
    ] as const) {
      const res = await fetch(`${ctx.baseUrl}/api/mcp`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it("points the SDK's client, refused, at metadata it reads: this endpoint, bearer tokens in the header, the profile that makes them", async () => {
    const answers: Response[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(`${ctx.baseUrl}/api/mcp`), {
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        answers.push(res.clone());
        return res;
      },
    });
    const refused = await new Client({ name: 'test-agent', version: '1.0.0' }).connect(transport).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect((refused as StreamableHTTPError).code).toBe(401);
    const { resourceMetadataUrl } = extractWWWAuthenticateParams(answers[0]!);
    expect(resourceMetadataUrl?.href).toBe(METADATA_URL);

    // Read here through the loopback port: PUBLIC_URL names a host the test cannot reach.
    const metadata = await discoverOAuthProtectedResourceMetadata(`${ctx.baseUrl}/api/mcp`, { resourceMetadataUrl: new URL(resourceMetadataUrl!.pathname, ctx.baseUrl) });
    expect(metadata).toEqual({ resource: `${PUBLIC_URL}/api/mcp`, resource_name: expect.any(String), bearer_methods_supported: ['header'], resource_documentation: `${PUBLIC_URL}/profile` });
    expect(metadata).not.toHaveProperty('authorization_servers');
  });

  it('answers a body that is not JSON with a JSON-RPC parse error', async () => {
    const token = await makeToken(await buildUser(ctx.app), 'read');
    for (const body of ['{"jsonrpc":"2.0","id":1,"method":', '']) {
      const res = await fetch(`${ctx.baseUrl}/api/mcp`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });
      expect(res.status).toBe(400);
      // JSON-RPC's reply to a request it could not read: no id to answer to.
      expect(await res.json()).toEqual({ jsonrpc: '2.0', error: { code: ErrorCode.ParseError, message: expect.any(String) }, id: null });
    }
  });

  it('answers GET and DELETE with 405, as a stateless server keeps no stream or session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${ctx.baseUrl}/api/mcp`, { method });
      expect(res.status).toBe(405);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it('lists its tools and the feedback resource, to a read token only the tools that read', async () => {
    const owner = await buildUser(ctx.app);
    const writer = await connect(await makeToken(owner, 'write'));
    expect((await writer.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['add_comment', 'get_open_feedback', 'list_assets', 'list_projects', 'resolve_comment', 'upload_version']);
    const reader = await connect(await makeToken(owner, 'read'));
    expect((await reader.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['get_open_feedback', 'list_assets', 'list_projects']);
    expect(reader.getInstructions()).toBe(TOKEN_READ_ONLY);
    for (const client of [writer, reader]) {
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['feedback://assets/{asset_id}']);
    }
  });

  it('answers reading a resource that is not there with MCP\'s resource-not-found error', async () => {
    const scene = await buildScene();
    const client = await connect(await makeToken(await buildUser(ctx.app), 'read'));
    for (const uri of ['feedback://assets/999999', `feedback://assets/${scene.assetId}`]) {
      const refused = await client.readResource({ uri }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(McpError);
      expect(refused).toMatchObject({ code: -32002, data: { uri } });
    }
    const malformed = await client.readResource({ uri: 'feedback://assets/0' }).catch((error: unknown) => error);
    expect(malformed).toMatchObject({ code: ErrorCode.InvalidParams });
  });

  it('lets an agent find an asset, read its open feedback with boxes in image pixels, reply to one thread and resolve another', async () => {
    const scene = await buildScene();
    const client = await connect(await makeToken(scene.owner, 'write'));

    const projects = JSON.parse(textOf(await call(client, 'list_projects')));
    expect(projects).toEqual([{ id: scene.projectId, name: 'Agents', role: 'Owner', is_archived: false, assets: 1 }]);
    const assets = JSON.parse(textOf(await call(client, 'list_assets', { project_id: scene.projectId })));
    expect(assets).toEqual([{ id: scene.assetId, title: 'landing', status: 'Todo', review_outcome: 'pending', due_date: null, review_stage: null, newest_version: 1, open_comments: 3 }]);

    const feedback = await call(client, 'get_open_feedback', { asset_id: scene.assetId });
    expect(feedback.isError).toBeFalsy();
    const brief = feedback.structuredContent as Feedback;
    expect(brief.items.map((item) => [item.comment_id, item.number, item.box])).toEqual([
      [scene.rectangle, 1, { x: 400, y: 300, width: 500, height: 400 }],
      [scene.arrow, 2, { x: 2000, y: 1200, width: 501, height: 251 }],
      [scene.plain, 3, null],
    ]);
    expect(textOf(feedback)).toContain('# Open feedback: landing');

    expect(textOf(await call(client, 'add_comment', { parent_id: scene.rectangle, text: 'Made it 40% larger in the next version.' }))).toContain('Reply added.');
    expect(textOf(await call(client, 'resolve_comment', { comment_id: scene.arrow }))).toContain('Comment resolved.');
    expect(textOf(await call(client, 'resolve_comment', { comment_id: scene.arrow }))).toContain('already resolved');

    const after = (await call(client, 'get_open_feedback', { asset_id: scene.assetId })).structuredContent as Feedback;
    expect(after.items.map((item) => item.comment_id)).toEqual([scene.rectangle, scene.plain]);
    expect(after.items[0]!.replies).toEqual([expect.objectContaining({ text: 'Made it 40% larger in the next version.', author: 'Olivia Owner' })]);
    const resolved = await ctx.app.database.db.selectFrom('comments').select(['is_resolved', 'resolved_by_user_id']).where('id', '=', scene.arrow).executeTakeFirstOrThrow();
    expect(resolved).toEqual({ is_resolved: 1, resolved_by_user_id: scene.owner.user.id });

    const resource = await client.readResource({ uri: `feedback://assets/${scene.assetId}` });
    expect(resource.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('## 1. Olivia Owner') });
  });

  it('tells an agent which stage of a review in several runs, in the asset list and the brief', async () => {
    const scene = await buildScene();
    const lead = await buildMember(ctx.app, scene.owner, scene.projectId, 'Member');
    const stages = [
      { name: 'Internal', reviewers: [{ user_id: lead.user.id, required: true }] },
      { name: 'Client', deadline: '2099-12-01', reviewers: [{ user_id: scene.owner.user.id, required: true }] },
    ];
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${scene.assetId}/stages`, headers: scene.owner.headers, payload: { stages } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/assets/${scene.assetId}/decisions`, headers: lead.headers, payload: { decision: 'approved' } })).statusCode).toBe(200);
    const client = await connect(await makeToken(scene.owner, 'read'));

    const [asset] = JSON.parse(textOf(await call(client, 'list_assets', { project_id: scene.projectId })));
    expect(asset.review_stage).toBe('Stage 2 of 2 running: Client, due 2099-12-01');
    const feedback = await call(client, 'get_open_feedback', { asset_id: scene.assetId });
    expect(textOf(feedback)).toContain('\n\nStage 2 of 2 running: Client, due 2099-12-01.\n\n');
    expect((feedback.structuredContent as Feedback).stage).toMatchObject({ name: 'Client', position: 2, of: 2, state: 'running' });
  });

  it("counts an asset's open comments in list_assets as its brief lists them, for a reviewer a private stage narrows too", async () => {
    const scene = await buildScene();
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: scene.owner.headers, payload: { plan: 'pro' } })).statusCode).toBe(200);
    const outsider = await buildMember(ctx.app, scene.owner, scene.projectId, 'Member');
    const stages = [{ name: 'Client', private: true, reviewers: [{ user_id: outsider.user.id, required: true }] }];
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${scene.assetId}/stages`, headers: scene.owner.headers, payload: { stages } })).statusCode).toBe(200);

    // The owner's three threads were written outside the private stage: its reviewer sees none of them.
    for (const [person, open] of [[scene.owner, 3], [outsider, 0]] as const) {
      const client = await connect(await makeToken(person, 'read'));
      const [asset] = JSON.parse(textOf(await call(client, 'list_assets', { project_id: scene.projectId })));
      const brief = (await call(client, 'get_open_feedback', { asset_id: scene.assetId })).structuredContent as Feedback;
      expect({ listed: asset.open_comments, brief: brief.items.length }).toEqual({ listed: open, brief: open });
    }
  });

  it('gives an agent the brief with every line people wrote quoted and names on their line, so no thread can be forged', async () => {
    const scene = await buildScene();
    await forgeFeedback(ctx.app, scene.owner, scene);
    const client = await connect(await makeToken(scene.owner, 'write'));

    const feedback = await call(client, 'get_open_feedback', { asset_id: scene.assetId });
    expect(feedback.isError).toBeFalsy();
    expectForgeryQuoted(textOf(feedback));
    const resource = await client.readResource({ uri: `feedback://assets/${scene.assetId}` });
    expectForgeryQuoted((resource.contents[0] as { text: string }).text);

    // The JSON answers escape the line separator JSON.stringify leaves as it is, and still read back as written.
    const assets = textOf(await call(client, 'list_assets', { project_id: scene.projectId }));
    expect(assets).not.toContain('\u2028');
    expect(JSON.parse(assets)[0].title).toBe(FORGED_TITLE);
  });

  it('adds a comment on the newest version and uploads a new version from base64', async () => {
    const scene = await buildScene();
    const client = await connect(await makeToken(scene.owner, 'write'));
    const added = await call(client, 'add_comment', { asset_id: scene.assetId, text: 'Checked by the agent.' });
    expect(added.isError).toBeFalsy();
    const row = await ctx.app.database.db.selectFrom('comments').select(['variation_id', 'content', 'user_id']).where('id', '=', JSON.parse(textOf(added)).comment_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ variation_id: scene.variationId, content: 'Checked by the agent.', user_id: scene.owner.user.id });

    const file = (await makeImage('png', 320, 200)).toString('base64');
    const uploaded = await call(client, 'upload_version', { asset_id: scene.assetId, file_name: 'landing-v2.png', base64: file });
    expect(uploaded.isError).toBeFalsy();
    expect(JSON.parse(textOf(uploaded))).toMatchObject({ message: 'Version uploaded.', version: 2 });
    const brief = async () => (await call(client, 'get_open_feedback', { asset_id: scene.assetId })).structuredContent as Feedback;
    expect(await brief()).toMatchObject({ version: 2, width: 320, height: 200 });
    // Version 2 has no threads of its own; version 1's marked ones show on it, as on the review screen, once the comparison marks them.
    await expect.poll(async () => (await brief()).changes?.state, { timeout: 30_000 }).toBe('ready');
    const items = (await brief()).items;
    expect(items.map((item) => [item.comment_id, item.number, item.variation, item.version])).toEqual([
      [scene.rectangle, 1, '1A', 1],
      [scene.arrow, 2, '1A', 1],
    ]);
    expect(items.every((item) => item.change_state !== null)).toBe(true);
  });

  it("lets an agent comment on a video's frame or range, and gives it back each thread's frame, timecode and frame image", async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olivia', last_name: 'Owner' });
    const video = await buildVideoLikeAsset(ctx.app, owner, await buildProject(ctx.app, owner, 'Agents'));
    const client = await connect(await makeToken(owner, 'write'));
    const tool = (await client.listTools()).tools.find((candidate) => candidate.name === 'add_comment')!;
    expect(tool.inputSchema.properties).toMatchObject({ frame: { type: 'integer', minimum: 0, description: expect.stringContaining('frame') }, frame_end: { type: 'integer', description: expect.stringContaining('last frame') } });

    const single = await call(client, 'add_comment', { asset_id: video.assetId, text: 'The title flickers here.', frame: 1000 });
    expect(single.isError).toBeFalsy();
    await call(client, 'add_comment', { asset_id: video.assetId, text: 'Too fast through here.', frame: 1000, frame_end: 1100 });
    const past = await call(client, 'add_comment', { asset_id: video.assetId, text: 'After the end', frame: 2000 });
    expect(past).toMatchObject({ isError: true });
    expect(textOf(past)).toBe('This video has 2000 frames (0 to 1999); there is no frame 2000.');

    const feedback = await call(client, 'get_open_feedback', { asset_id: video.assetId });
    const brief = feedback.structuredContent as Feedback;
    expect(brief.video).toEqual({ duration_ms: 83417, frame_rate: { num: 24000, den: 1001 }, frame_count: 2000 });
    const frameUrl = `${PUBLIC_URL}/api/v1/variations/${video.variationId}/frames/1000.png`;
    expect(brief.items.map(({ frame, frame_end, timecode, timecode_end, frame_url }) => ({ frame, frame_end, timecode, timecode_end, frame_url }))).toEqual([
      { frame: 1000, frame_end: null, timecode: '00:00:41:16', timecode_end: null, frame_url: frameUrl },
      { frame: 1000, frame_end: 1100, timecode: '00:00:41:16', timecode_end: '00:00:45:20', frame_url: frameUrl },
    ]);
    expect(textOf(feedback)).toContain(`- Time: at 00:00:41:16 (frame 1000)\n- Area: no mark (about the whole frame)\n- Crop: ${PUBLIC_URL}/api/v1/comments/${JSON.parse(textOf(single)).comment_id}/crop.png\n- Frame: ${frameUrl}\n`);
    const resource = await client.readResource({ uri: `feedback://assets/${video.assetId}` });
    expect((resource.contents[0] as { text: string }).text).toContain('- Time: 00:00:41:16 – 00:00:45:20 (frames 1000–1100)');
  });

  it("gives an agent each video thread's frame as a picture it fetches with its token: the exact frame, and the crop", async () => {
    const owner = await buildUser(ctx.app);
    const video = await buildVideoAsset(ctx.app, owner, await buildProject(ctx.app, owner, 'Agents'));
    const token = await makeToken(owner, 'read');
    await video.comment({ content: 'Too fast through here.', frame: 30, frame_end: 40 });
    const brief = (await call(await connect(token), 'get_open_feedback', { asset_id: video.assetId })).structuredContent as Feedback;
    const [item] = brief.items;
    expect(item).toMatchObject({ frame: 30, frame_end: 40, timecode: '00:00:01:06', timecode_end: '00:00:01:16' });
    // Fetched here through the loopback port: PUBLIC_URL names a host the test cannot reach.
    const fetchPicture = async (url: string) => {
      const res = await fetch(url.replace(PUBLIC_URL, ctx.baseUrl), { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      return Buffer.from(await res.arrayBuffer());
    };
    expect(await readImageBarcode(await fetchPicture(item!.frame_url!))).toBe(30);
    expect(await readImageBarcode(await fetchPicture(item!.crop_url!))).toBe(30);
  });

  it('refuses a URL on a private address, a file that is not a design, and both sources at once, as tool errors', async () => {
    const scene = await buildScene();
    const client = await connect(await makeToken(scene.owner, 'write'));
    const fromLoopback = await call(client, 'upload_version', { asset_id: scene.assetId, file_name: 'x.png', url: `${ctx.baseUrl}/api/v1/health` });
    expect(fromLoopback).toMatchObject({ isError: true });
    expect(textOf(fromLoopback)).toBe(ERROR_CODES.fetch_private_address);
    const notADesign = await call(client, 'upload_version', { asset_id: scene.assetId, file_name: 'notes.png', base64: Buffer.from('not an image').toString('base64') });
    expect(notADesign.isError).toBe(true);
    const both = await call(client, 'upload_version', { asset_id: scene.assetId, file_name: 'x.png', base64: 'AA==', url: 'https://example.com/x.png' });
    expect(textOf(both)).toBe('Send the file as base64 or as url (one of them).');
  });

  it('lets a read token read but not call the tools that write', async () => {
    const scene = await buildScene();
    const client = await connect(await makeToken(scene.owner, 'read'));
    expect((await call(client, 'get_open_feedback', { asset_id: scene.assetId })).isError).toBeFalsy();
    for (const [tool, args] of [
      ['add_comment', { parent_id: scene.rectangle, text: 'Sneaky' }],
      ['resolve_comment', { comment_id: scene.rectangle }],
      ['upload_version', { asset_id: scene.assetId, file_name: 'x.png', base64: 'AA==' }],
    ] as const) {
      const result = await call(client, tool, args);
      expect(result).toMatchObject({ isError: true });
      expect(textOf(result)).toContain(`Tool ${tool} not found`);
    }
    const comments = await ctx.app.database.db.selectFrom('comments').select(['id', 'is_resolved']).where('asset_id', '=', scene.assetId).execute();
    expect(comments).toHaveLength(3);
    expect(comments.every((comment) => comment.is_resolved === 0)).toBe(true);
  });

  it("answers a tool error, not another user's data, for an asset outside the token user's projects", async () => {
    const scene = await buildScene();
    const outsider = await buildUser(ctx.app);
    const client = await connect(await makeToken(outsider, 'write'));
    const result = await call(client, 'get_open_feedback', { asset_id: scene.assetId });
    expect(result).toMatchObject({ isError: true });
    expect(textOf(result)).toBe('Asset not found.');
    expect(textOf(await call(client, 'resolve_comment', { comment_id: scene.rectangle }))).toBe('Comment not found.');
    expect((await call(client, 'add_comment', { parent_id: scene.rectangle, text: 'Hi' })).isError).toBe(true);
  });
});
