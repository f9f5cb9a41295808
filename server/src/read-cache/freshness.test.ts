import path from 'node:path';
import SQLite from 'better-sqlite3';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialectUnderTest, useTestApp } from '../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../test/project-factories.ts';

// The hot reads are served from a cache checked against the database on every request. These writes go
// straight to the database, as another app instance or an operator's script would: the next read must
// show each of them, and must never show one viewer what was built for another.
const ctx = useTestApp();
const db = () => ctx.app.database.db;
const now = () => new Date().toISOString();

async function read<T>(user: SignedInUser, url: string, status = 200): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<T>();
}

interface Listed<T> {
  data: T[];
}
type CommentRow = { id: number; content: string; user: { first_name: string } | null; reactions: unknown[] };

let owner: SignedInUser;
let member: SignedInUser;
let projectId: number;
let assetId: number;
let variationId: number;

beforeEach(async () => {
  owner = await buildUser(ctx.app, { first_name: 'Olive' });
  projectId = await buildProject(ctx.app, owner);
  member = await buildMember(ctx.app, owner, projectId, 'Member');
  const asset = await buildUploadedAsset(ctx.app, owner, projectId);
  assetId = asset.id;
  variationId = asset.versions[0].variations[0].id;
  const comment = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: member.headers, payload: { variation_id: variationId, content: 'Tighter kerning' } });
  expect(comment.statusCode, comment.body).toBe(201);
});

describe('the hot reads after a change made outside this process', () => {
  it('comments: show a new reply, and the new name of a commenter who has left the project', async () => {
    const [thread] = (await read<Listed<CommentRow>>(owner, `/comments?asset=${assetId}`)).data;
    await db()
      .insertInto('comments')
      .values({
        ...{ asset_id: assetId, variation_id: variationId, parent_id: thread!.id, user_id: owner.user.id, content: 'Done elsewhere', annotation: null, mentions: '[]' },
        ...{ is_resolved: 0, resolved_by_user_id: null, resolved_at: null, resolved_version: null, created_at: now(), updated_at: now() },
        ...{ guest_name: null, guest_email: null, share_link_id: null, guest_key: null },
      })
      .execute();
    expect((await read<Listed<CommentRow & { replies: CommentRow[] }>>(owner, `/comments?asset=${assetId}`)).data[0]!.replies.map((reply) => reply.content)).toEqual(['Done elsewhere']);

    await db().deleteFrom('project_members').where('user_id', '=', member.user.id).execute();
    await read(owner, `/comments?asset=${assetId}`);
    // No project of the owner's has the former member any more: only the names revision can tell.
    await db().updateTable('users').set({ first_name: 'Renata' }).where('id', '=', member.user.id).execute();
    expect((await read<Listed<CommentRow>>(owner, `/comments?asset=${assetId}`)).data[0]!.user!.first_name).toBe('Renata');
  });

  it('history: shows a line written elsewhere', async () => {
    const before = await read<{ meta: { total: number } }>(owner, `/history?asset=${assetId}`);
    await db().insertInto('history').values({ asset_id: assetId, user_id: owner.user.id, action: 'commented', text: 'commented from a script', reply: null, replied_to: null, created_at: now(), guest_name: null }).execute();
    const after = await read<{ data: { message: { text: string } }[]; meta: { total: number } }>(owner, `/history?asset=${assetId}`);
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data[0]!.message.text).toBe('commented from a script');
  });

  it('versions and assets: show a variation rendered and an asset approved elsewhere', async () => {
    await read(owner, `/versions?asset=${assetId}`);
    await read(owner, `/assets?project=${projectId}`);
    await db().updateTable('variations').set({ thumbnail: 'thumbs/elsewhere.webp' }).where('id', '=', variationId).execute();
    await db().updateTable('assets').set({ status: 'Approved' }).where('id', '=', assetId).execute();
    const versions = await read<Listed<{ variations: { thumbnail: string | null }[] }>>(owner, `/versions?asset=${assetId}`);
    expect(versions.data[0]!.variations[0]!.thumbnail).toMatch(/thumbs\/elsewhere\.webp$/);
    expect((await read<Listed<{ status: string }>>(owner, `/assets?project=${projectId}`)).data[0]!.status).toBe('Approved');
  });

  it('notifications: show a new one, and the new name of a project its reader has left', async () => {
    const { data } = await read<Listed<{ project: { project_name: string } | null }>>(owner, '/notifications');
    expect(data[0]!.project!.project_name).toBe('Launch');
    await db()
      .insertInto('notifications')
      .values({ user_id: member.user.id, actor_user_id: owner.user.id, message: 'Olive mentioned you', file: null, link: null, comment_id: null, asset_id: null, kind: 'mention', project_id: projectId, delivery: 'in_app', emailed_at: null, read_at: null, created_at: now() })
      .execute();
    const seen = await read<{ unread: number; data: { data: { message: string } }[] }>(member, '/notifications');
    expect(seen.data.map((row) => row.data.message)).toContain('Olive mentioned you');

    await db().deleteFrom('project_members').where('user_id', '=', member.user.id).execute();
    await read(member, '/notifications');
    await db().updateTable('projects').set({ project_name: 'Renamed elsewhere' }).where('id', '=', projectId).execute();
    expect((await read<Listed<{ project: { project_name: string } | null }>>(member, '/notifications')).data[0]!.project!.project_name).toBe('Renamed elsewhere');
  });

  it('one project: shows a new role to its member, and refuses them once removed', async () => {
    expect((await read<{ data: { role: string } }>(member, `/projects/${projectId}`)).data.role).toBe('Member');
    await db().updateTable('project_members').set({ role: 'Admin' }).where('user_id', '=', member.user.id).execute();
    expect((await read<{ data: { role: string } }>(member, `/projects/${projectId}`)).data.role).toBe('Admin');
    await read(member, `/comments?asset=${assetId}`);
    await db().deleteFrom('project_members').where('user_id', '=', member.user.id).execute();
    await read(member, `/projects/${projectId}`, 404);
    await read(member, `/comments?asset=${assetId}`, 404);
  });
});

describe('the hot reads, viewer by viewer', () => {
  it('never serve one viewer the reply built for another', async () => {
    expect((await read<{ data: { role: string } }>(owner, `/projects/${projectId}`)).data.role).toBe('Owner');
    expect((await read<{ data: { role: string } }>(member, `/projects/${projectId}`)).data.role).toBe('Member');
    const stranger = await buildUser(ctx.app);
    await read(stranger, `/projects/${projectId}`, 404);
    await read(stranger, `/comments?asset=${assetId}`, 404);
    await read(stranger, `/history?asset=${assetId}`, 404);
    await read(stranger, `/versions?asset=${assetId}`, 404);
  });

  it('still note an opening of a project for the Recent list once a minute, however cached', async () => {
    const opened = async () => (await db().selectFrom('project_user_states').select('opened_at').where('user_id', '=', owner.user.id).where('project_id', '=', projectId).executeTakeFirstOrThrow()).opened_at!;
    await read(owner, `/projects/${projectId}`);
    await read(owner, `/projects/${projectId}`);
    const first = Date.parse(await opened());
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(first + 2 * 60_000);
      await read(owner, `/projects/${projectId}`);
      expect(Date.parse(await opened())).toBe(first + 2 * 60_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

// On SQLite, replies and sessions are used again while this process has written nothing, so a write by
// another process (an operator's script) must be noticed by polling the file's data version.
describe.runIf(dialectUnderTest === 'sqlite')('the hot reads and sessions after a write by another process', () => {
  /** Asks until `check` holds, for at most a second (the poll runs every 200 ms). */
  async function eventually(check: () => Promise<boolean>) {
    const deadline = Date.now() + 1000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the change was not seen within a second');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('show a project renamed by another connection, and refuse a session it ended', async () => {
    // Nothing of this process's own may write meanwhile (the e-mail job of the comment made above).
    await eventually(async () => (await db().selectFrom('jobs').select('id').execute()).length === 0);
    await read(owner, `/projects/${projectId}`);
    await read(owner, `/projects/${projectId}`);
    await read(member, `/comments?asset=${assetId}`);
    const other = new SQLite(path.join(ctx.dataDir, 'review.sqlite'));
    try {
      other.prepare('UPDATE projects SET project_name = ? WHERE id = ?').run('Renamed by a script', projectId);
      await eventually(async () => (await read<{ data: { project_name: string } }>(owner, `/projects/${projectId}`)).data.project_name === 'Renamed by a script');
      other.prepare('DELETE FROM sessions WHERE user_id = ?').run(member.user.id);
      await eventually(async () => (await ctx.app.inject({ method: 'GET', url: `/api/v1/comments?asset=${assetId}`, headers: member.headers })).statusCode === 401);
    } finally {
      other.close();
    }
  });
});
