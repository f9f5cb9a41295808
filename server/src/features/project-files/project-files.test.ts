import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject } from '../../test/project-factories.ts';

const ctx = useTestApp();

const uploadFile = (user: SignedInUser, projectId: number, name: string, content: Buffer, type = 'application/pdf') => {
  const form = buildMultipart({}, [{ field: 'file', filename: name, content, type }]);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/attachments`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
};

describe('project reference files', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/1/attachments' })).statusCode).toBe(401);
  });

  it('uploads, lists, downloads under its name, counts in storage, and removes', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const brief = Buffer.from('%PDF-1.7 brand brief '.repeat(200));
    const res = await uploadFile(owner, projectId, 'Brand brief é.pdf', brief);
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ file_name: 'Brand brief é.pdf', file_type: 'application/pdf', file_size: brief.length, url: expect.stringMatching(/^files\/project-files\/[a-f0-9]{64}\.pdf$/) });

    const list = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/attachments`, headers: owner.headers });
    expect(list.json().data).toHaveLength(1);
    const download = await ctx.app.inject({ method: 'GET', url: `/${file.url}`, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Brand%20brief%20%C3%A9.pdf");
    expect(download.rawPayload.equals(brief)).toBe(true);
    const project = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}`, headers: owner.headers })).json().data;
    expect(project.used_storage).toBe(Math.ceil(brief.length / 1024));

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/project-attachments/${file.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(fs.existsSync(path.join(ctx.dataDir, 'blobs', file.url.replace('files/', '')))).toBe(false);
  });

  it('lets members upload and remove their own, keeps others to owner and admin, and hides all from outsiders', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    const outsider = await buildUser(ctx.app);
    const ownersFile = (await uploadFile(owner, projectId, 'a.txt', Buffer.from('owner notes'), 'text/plain')).json().data;
    expect((await uploadFile(member, projectId, 'b.txt', Buffer.from('member notes'), 'text/plain')).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/project-attachments/${ownersFile.id}`, headers: member.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/attachments`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/${ownersFile.url}`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await uploadFile(outsider, projectId, 'c.txt', Buffer.from('x'))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/project-attachments/${ownersFile.id}`, headers: outsider.headers })).statusCode).toBe(404);
  });

  it('refuses a request without a file and leaves nothing', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const form = buildMultipart({ note: 'no file' });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/attachments`, headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/attachments`, headers: owner.headers })).json().data).toEqual([]);
  });

  it('is deleted with its project', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const file = (await uploadFile(owner, projectId, 'a.pdf', Buffer.from('%PDF unique content for deletion'))).json().data;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}`, headers: owner.headers })).statusCode).toBe(200);
    expect(fs.existsSync(path.join(ctx.dataDir, 'blobs', file.url.replace('files/', '')))).toBe(false);
  });
});
