import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeImage } from '../../test/images.ts';
import { buildMember, buildProject as buildProjectFor, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();

const buildProject = (owner: SignedInUser, name?: string) => buildProjectFor(ctx.app, owner, name);
const addMember = (owner: SignedInUser, projectId: number, role: 'Admin' | 'Member') => buildMember(ctx.app, owner, projectId, role);

const upload = (user: SignedInUser, url: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
  const form = buildMultipart(fields, file ? [{ field: 'design_file', filename: file.name, content: file.content }] : []);
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
};

const uploadAsset = (user: SignedInUser, projectId: number, name?: string, content?: Buffer) => buildUploadedAsset(ctx.app, user, projectId, name, content);

const get = (user: SignedInUser | null, url: string) => ctx.app.inject({ method: 'GET', url: url.startsWith('/files') ? url : `/api/v1${url}`, headers: user?.headers ?? {} });

const rowCounts = async () => {
  const db = ctx.app.database.db;
  const count = async (table: 'assets' | 'versions' | 'variations') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { assets: await count('assets'), versions: await count('versions'), variations: await count('variations') };
};

describe('assets API', () => {
  it('answers 401 without a session', async () => {
    expect((await get(null, '/assets?project=1')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/assets', payload: { project_id: 1, title: 'x' } })).statusCode).toBe(401);
  });

  it('creates an asset by title with the spec toast text, in To Do', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/assets', headers: owner.headers, payload: { project_id: projectId, title: 'Homepage' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Assets Created Successfully!', data: { title: 'Homepage', status: 'Todo', project_id: projectId, project_name: 'Launch', project: { name: 'Launch' }, versions: [], copyNumber: 0 } });
  });

  it.each([
    ['png', 'png', 'image/png'],
    ['jpeg', 'jpg', 'image/jpeg'],
    ['gif', 'gif', 'image/gif'],
    ['tiff', 'tif', 'image/tiff'],
  ] as const)('turns an uploaded %s into an asset with version 1 and variation 1A, a thumbnail and a preview', async (format, extension, mime) => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const asset = await uploadAsset(owner, projectId, `Landing page.${extension}`, await makeImage(format, 3000, 1000));
    expect(asset).toMatchObject({ title: 'Landing page', status: 'Todo', copyNumber: 1 });
    const [version] = asset.versions;
    expect(version).toMatchObject({ version: 1, file_name: `Landing page.${extension}`, file_type: mime, file_dimension: '3000x1000' });
    const [variation] = version.variations;
    expect(variation).toMatchObject({ label: '1A', variation_name: 'Landing page', version: 1, width: 3000, height: 1000 });
    expect(variation.design_file).toMatch(/^files\/originals\/[a-f0-9]{64}\.\w+$/);

    const thumb = await get(owner, `/${variation.thumbnail}`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    const preview = await get(owner, `/${variation.preview}`);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(2560);
    const original = await get(owner, `/${variation.design_file}`);
    expect(original.headers['content-type']).toBe(mime);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a damaged PDF named .png', 'brief.png', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')],
    ['an HTML file', 'page.jpg', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['a text file', 'notes.png', Buffer.from('plain words, no picture')],
    ['a truncated PNG', 'broken.png', 'truncated'],
  ])('refuses %s with a clear message and leaves nothing behind', async (_kind, name, content) => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    let bytes = content as Buffer | string;
    if (bytes === 'truncated') {
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
      bytes = png.subarray(0, Math.floor(png.length / 2));
    }
    const before = await rowCounts();
    const res = await upload(owner, '/upload/design_files', { project_id: String(projectId) }, { name, content: bytes as Buffer });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus and zip \(HTML5 banner\) files are accepted|could not be read|The PDF is incomplete/);
    expect(await rowCounts()).toEqual(before);
    const incoming = path.join(ctx.dataDir, 'incoming');
    expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
  });

  it('refuses an upload without a file, or with a bad project id, with 4xx JSON', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    expect((await upload(owner, '/upload/design_files', { project_id: String(projectId) })).statusCode).toBe(422);
    const bad = await upload(owner, '/upload/design_files', { project_id: 'abc' }, { name: 'a.png', content: await makeImage('png') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.project_id).toBeTruthy();
  });

  it('numbers versions without duplicates under concurrent uploads', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const asset = await uploadAsset(owner, projectId);
    const images = await Promise.all([1, 2, 3, 4].map((i) => makeImage('png', 100 + i, 100)));
    const results = await Promise.all(images.map((content, i) => upload(owner, '/versions', { asset_id: String(asset.id), note: `take ${i}` }, { name: `v${i}.png`, content })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const versions = (await get(owner, `/versions?asset=${asset.id}`)).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(versions[0].variations[0].label).toBe('5A');
  });

  it('letters variations from A, enforces the plan limit with the spec message, and deletes', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const asset = await uploadAsset(owner, projectId);
    const versionId = asset.versions[0].id;
    const second = await upload(owner, '/variations', { version_id: String(versionId), variation_name: 'Dark mode' }, { name: 'dark.png', content: await makeImage('png', 90, 90) });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ message: 'Variation uploaded successfully!!', data: { label: '1B', variation_name: 'Dark mode' } });
    const third = await upload(owner, '/variations', { version_id: String(versionId) }, { name: 'mobile.png', content: await makeImage('png', 91, 90) });
    expect(third.json().data.label).toBe('1C');
    const fourth = await upload(owner, '/variations', { version_id: String(versionId) }, { name: 'extra.png', content: await makeImage('png', 92, 90) });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe('Maximum of 3 variation reached');

    const list = (await get(owner, `/variations?version=${versionId}`)).json().data;
    expect(list.map((v: { label: string }) => v.label)).toEqual(['1A', '1B', '1C']);

    const thirdKeys = [third.json().data.design_file, third.json().data.thumbnail];
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/variations/${third.json().data.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    for (const file of thirdKeys) {
      expect(fs.existsSync(path.join(ctx.dataDir, 'blobs', file.replace(/^files\//, '')))).toBe(false);
    }
  });

  it('keeps a shared file when another variation still uses it', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const content = await makeImage('png', 321, 123);
    const first = await uploadAsset(owner, projectId, 'same.png', content);
    const second = await uploadAsset(owner, projectId, 'same-again.png', content);
    expect(second.versions[0].variations[0].design_file).toBe(first.versions[0].variations[0].design_file);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/assets/${first.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await get(owner, `/${second.versions[0].variations[0].design_file}`)).statusCode).toBe(200);
  });

  it('moves an asset through every status in any order, accepting every spelling', async () => {
    const owner = await buildUser(ctx.app);
    const asset = await uploadAsset(owner, await buildProject(owner));
    for (const [input, wire] of [['Approved', 'Approved'], ['To Do', 'Todo'], ['inprogress', 'InProgress'], ['Ready to Review', 'Ready to Review'], ['Todo', 'Todo']]) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: owner.headers, payload: { status: input } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Status Updated!', data: { status: wire } });
    }
    expect((await get(owner, `/assets/${asset.id}`)).json().data.status).toBe('Todo');
    const bad = await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: owner.headers, payload: { status: 'Done' } });
    expect(bad.statusCode).toBe(422);
  });

  it('enforces the plan limit of assets per project', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/assets', headers: owner.headers, payload: { project_id: projectId, title: `A${i}` } });
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await ctx.app.inject({ method: 'POST', url: '/api/v1/assets', headers: owner.headers, payload: { project_id: projectId, title: 'A10' } });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().message).toBe('Maximum of 10 asset reached!');
  });

  it('lets members upload and change status, keeps delete and archive to owner and admin, and hides everything from outsiders', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const member = await addMember(owner, projectId, 'Member');
    const admin = await addMember(owner, projectId, 'Admin');
    const outsider = await buildUser(ctx.app);
    const asset = await uploadAsset(member, projectId, 'by-member.png');
    const variation = asset.versions[0].variations[0];

    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: member.headers, payload: { status: 'Approved' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: member.headers, payload: { is_archived: 1 } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/assets/${asset.id}`, headers: member.headers })).statusCode).toBe(403);

    for (const url of [`/assets/${asset.id}`, `/assets?project=${projectId}`, `/versions?asset=${asset.id}`, `/variations?version=${asset.versions[0].id}`, `/${variation.design_file}`, `/${variation.thumbnail}`]) {
      const res = await get(outsider, url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await upload(outsider, '/versions', { asset_id: String(asset.id) }, { name: 'x.png', content: await makeImage('png') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/variations/${variation.id}`, headers: outsider.headers })).statusCode).toBe(404);

    const archived = await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: admin.headers, payload: { is_archived: 1 } });
    expect(archived.json().data.is_archived).toBe('1');
    expect((await get(owner, `/assets?project=${projectId}`)).json().data).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/assets/${asset.id}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('writes history for uploads, variations and status changes', async () => {
    const owner = await buildUser(ctx.app);
    const asset = await uploadAsset(owner, await buildProject(owner));
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: owner.headers, payload: { status: 'InProgress' } });
    const rows = await ctx.app.database.db.selectFrom('history').select(['action', 'text']).where('asset_id', '=', asset.id).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['uploaded_version', 'status_changed']);
    expect(rows[1]?.text).toBe('changed the status from To Do to In Progress');
  });
});

describe('assets in projects', () => {
  it('lists asset thumbnails and used storage on the project, and deleting the project removes rows and files', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const content = await makeImage('png', 640, 480);
    const asset = await uploadAsset(owner, projectId, 'cover.png', content);
    const project = (await get(owner, `/projects/${projectId}`)).json().data;
    expect(project.assets).toEqual([{ id: asset.id, title: 'cover', status: 'Todo', thumbnail: asset.versions[0].variations[0].thumbnail }]);
    // The original and its renderings.
    const { rendered_size } = await ctx.app.database.db.selectFrom('variations').select('rendered_size').where('id', '=', asset.versions[0].variations[0].id).executeTakeFirstOrThrow();
    expect(Number(rendered_size)).toBeGreaterThan(0);
    expect(project.used_storage).toBe(Math.ceil((content.length + Number(rendered_size)) / 1024));

    const files = [asset.versions[0].variations[0].design_file, asset.versions[0].variations[0].thumbnail, asset.versions[0].variations[0].preview];
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}`, headers: owner.headers })).statusCode).toBe(200);
    for (const file of files) expect(fs.existsSync(path.join(ctx.dataDir, 'blobs', file.replace(/^files\//, '')))).toBe(false);
    const leftovers = await ctx.app.database.db.selectFrom('assets').select('id').where('project_id', '=', projectId).execute();
    expect(leftovers).toEqual([]);
    expect((await get(owner, `/assets/${asset.id}`)).statusCode).toBe(404);
  });

  it('new assets take the project default creator and approver', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(owner);
    const member = await addMember(owner, projectId, 'Member');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/default-role', headers: owner.headers, payload: { project_id: projectId, user_id: member.user.id, is_default_approver: 1 } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/default-role', headers: owner.headers, payload: { project_id: projectId, user_id: owner.user.id, is_default_creator: 1 } });
    const asset = await uploadAsset(owner, projectId);
    expect(asset).toMatchObject({ creator_user_id: owner.user.id, approver_user_id: member.user.id });
    const outsider = await buildUser(ctx.app);
    const bad = await ctx.app.inject({ method: 'PUT', url: `/api/v1/assets/${asset.id}`, headers: owner.headers, payload: { approver_user_id: outsider.user.id } });
    expect(bad.statusCode).toBe(422);
  });
});
