import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '@review/contract/projects';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildUploadedAsset } from '../../test/project-factories.ts';
import { buildMember, buildProject } from '../../test/project-api-factories.ts';

// Project lists are served from a cache validated against the database. These writes go straight to the
// database, as another app instance or an operator's script would: the next list must show each of them.
const ctx = useTestApp();
const db = () => ctx.app.database.db;
const now = () => new Date().toISOString();

const listOf = async (user: SignedInUser, url = '/projects') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<{ data: Project[] }>().data;
};

let owner: SignedInUser;
let member: Awaited<ReturnType<typeof buildMember>>;
let project: Project;
let assetId: number;
/** The owner's view of the project, read again. */
const listed = async () => (await listOf(owner)).find((row) => row.id === project.id)!;

beforeEach(async () => {
  owner = await buildUser(ctx.app, { first_name: 'Olive' });
  project = await buildProject(ctx.app, owner);
  member = await buildMember(ctx.app, owner, project.id);
  assetId = (await buildUploadedAsset(ctx.app, owner, project.id)).id;
  await listOf(owner);
  await listOf(member);
});

describe('a project list after a change made outside this process', () => {
  it('shows a renamed project and a new description', async () => {
    await db().updateTable('projects').set({ project_name: 'Renamed elsewhere', description: '<p>new</p>' }).where('id', '=', project.id).execute();
    expect(await listed()).toMatchObject({ project_name: 'Renamed elsewhere', description: '<p>new</p>' });
  });

  it('shows a member who renamed themselves and an owner with a new avatar', async () => {
    await db().updateTable('users').set({ first_name: 'Renata' }).where('id', '=', member.user.id).execute();
    await db().updateTable('users').set({ avatar: 'avatars/new.webp' }).where('id', '=', owner.user.id).execute();
    const row = await listed();
    expect(row.members.map((m) => m.first_name)).toEqual(['Renata']);
    expect(row.creator.avatar).toBe('avatars/new.webp');
    expect((await listOf(member))[0]!.creator.avatar).toBe('avatars/new.webp');
  });

  it('shows a changed role, and drops the project from a removed member', async () => {
    await db().updateTable('project_members').set({ role: 'Admin' }).where('id', '=', member.memberId).execute();
    expect((await listed()).members[0]!.role).toBe('Admin');
    expect((await listOf(member))[0]!.role).toBe('Admin');
    await db().deleteFrom('project_members').where('id', '=', member.memberId).execute();
    expect((await listed()).members).toEqual([]);
    expect(await listOf(member)).toEqual([]);
  });

  it('shows a new pending invitation', async () => {
    await db()
      .insertInto('invitations')
      .values({ project_id: project.id, email: 'new@example.com', email_key: 'new@example.com', role: 'Member', message: null, token: `t${Date.now()}`, invited_by_user_id: owner.user.id, is_pending: 1, accepted_at: null, created_at: now(), updated_at: now() })
      .execute();
    expect((await listed()).invitations.map((i) => i.email)).toContain('new@example.com');
  });

  it('shows an asset status, a new thumbnail and new storage, and drops an archived asset', async () => {
    await db().updateTable('assets').set({ status: 'Approved' }).where('id', '=', assetId).execute();
    expect((await listed()).assets[0]).toMatchObject({ id: assetId, status: 'Approved' });

    const version = await db().selectFrom('versions').select('id').where('asset_id', '=', assetId).executeTakeFirstOrThrow();
    await db().updateTable('variations').set({ thumbnail: 'thumbs/elsewhere.webp', file_size: 10 * 1024 * 1024, rendered_size: 0 }).where('version_id', '=', version.id).execute();
    const row = await listed();
    expect(row.assets[0]!.thumbnail).toMatch(/thumbs\/elsewhere\.webp$/);
    expect(row.used_storage).toBe(10 * 1024);

    await db().updateTable('assets').set({ is_archived: 1 }).where('id', '=', assetId).execute();
    expect((await listed()).assets).toEqual([]);
  });

  it('counts a new reference file in the storage', async () => {
    const before = (await listed()).used_storage;
    await db().insertInto('project_files').values({ project_id: project.id, user_id: owner.user.id, blob_key: 'k', file_name: 'brief.pdf', file_type: 'application/pdf', file_size: 2048, created_at: now() }).execute();
    expect((await listed()).used_storage).toBe(before + 2);
  });

  it('shows the viewer their own star and archive, in every view', async () => {
    expect(await listOf(owner, '/stared-by-me')).toEqual([]);
    await db().updateTable('project_user_states').set({ is_starred: 1, is_archived: 1 }).where('project_id', '=', project.id).where('user_id', '=', owner.user.id).execute();
    expect((await listOf(owner, '/stared-by-me')).map((row) => row.id)).toEqual([project.id]);
    expect((await listOf(owner, '/my-archive')).map((row) => row.id)).toEqual([project.id]);
    expect(await listed()).toMatchObject({ is_starred: '1', is_archived: '1' });
    expect((await listOf(member))[0]).toMatchObject({ is_starred: '0', is_archived: '0' });
  });

  it('shows a project the viewer was added to and drops a deleted one', async () => {
    const other = await buildUser(ctx.app);
    const theirs = await buildProject(ctx.app, other, 'Theirs');
    await db().insertInto('project_members').values({ project_id: theirs.id, user_id: owner.user.id, role: 'Member', created_at: now(), updated_at: now() }).execute();
    expect((await listOf(owner)).map((row) => row.id)).toContain(theirs.id);
    await db().deleteFrom('projects').where('id', '=', theirs.id).execute();
    expect((await listOf(owner)).map((row) => row.id)).not.toContain(theirs.id);
  });
});
