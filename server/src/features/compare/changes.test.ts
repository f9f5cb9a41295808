import type { VariationChanges } from '@review/contract/changes';
import type { Comment } from '@review/contract/comments';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makePdf } from '../../test/documents.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../../test/factories.ts';
import { makeDesign } from '../../test/moved-design.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp({ MAX_UPLOAD_MB: '50' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function uploadVersion(user: SignedInUser, assetId: number, filename: string, content: Buffer) {
  const form = buildMultipart({ asset_id: String(assetId), note: '' }, [{ field: 'design_file', filename, content }]);
  const reply = await ctx.app.inject({ method: 'POST', url: '/api/v1/versions', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  expect(reply.statusCode).toBe(201);
  return reply.json().data.variations[0].id as number;
}

const getChanges = (user: SignedInUser | null, variationId: number) => ctx.app.inject({ method: 'GET', url: `/api/v1/variations/${variationId}/changes`, headers: user?.headers ?? {} });

/** Waits for the comparison to leave `pending`. */
async function settledChanges(user: SignedInUser, variationId: number): Promise<VariationChanges> {
  const until = Date.now() + 60_000;
  for (;;) {
    const changes: VariationChanges = (await getChanges(user, variationId)).json().data;
    if (changes.state !== 'pending') return changes;
    if (Date.now() > until) throw new Error('the comparison is still pending');
    await sleep(100);
  }
}

async function scene(first: Buffer, name = 'design.png') {
  const owner = await buildUser(ctx.app);
  const projectId = await buildProject(ctx.app, owner);
  const asset = await buildUploadedAsset(ctx.app, owner, projectId, name, first);
  return { owner, asset, firstVariation: asset.versions[0].variations[0].id as number };
}

const pin = (user: SignedInUser, variationId: number, x: number, y: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/annotation-comments',
    headers: user.headers,
    payload: { variation_id: variationId, starting_point: JSON.stringify([{ x, y }]), path: JSON.stringify([{ x, y }]), content: `at ${x},${y}`, color: 'red' },
  });

describe('changed regions between versions', () => {
  it('answers 401 without a session and 404 for a variation the user cannot see', async () => {
    const { firstVariation } = await scene(await makeDesign());
    expect((await getChanges(null, firstVariation)).statusCode).toBe(401);
    const outsider = await buildUser(ctx.app);
    expect((await getChanges(outsider, firstVariation)).statusCode).toBe(404);
    expect((await getChanges(outsider, 999_999)).statusCode).toBe(404);
  });

  it('has nothing to compare the first version with', async () => {
    const { owner, firstVariation } = await scene(await makeDesign());
    expect((await getChanges(owner, firstVariation)).json().data).toEqual({ compared_with: null, state: 'none', regions: [], changed_ratio: 0, compared_at: null });
  });

  it('finds a moved element where it was and where it is, and marks carried-forward pins by them', async () => {
    const { owner, asset, firstVariation } = await scene(await makeDesign());
    const inside = (await pin(owner, firstVariation, 150, 120)).json().data.id;
    const outside = (await pin(owner, firstVariation, 400, 40)).json().data.id;
    const listComments = async (): Promise<Comment[]> => (await ctx.app.inject({ method: 'GET', url: `/api/v1/comments?asset=${asset.id}`, headers: owner.headers })).json().data;
    // Held while the comparison is pending, so the comments' cached reply is read before it is ready.
    await ctx.app.jobs.stop();
    let moved: number;
    let latest: number;
    const asked = Date.now();
    try {
      moved = await uploadVersion(owner, asset.id, 'design.png', await makeDesign({ button: { left: 500, top: 350 } }));
      latest = (await pin(owner, moved, 560, 380)).json().data.id;
      expect((await getChanges(owner, moved)).json().data).toEqual({ compared_with: firstVariation, state: 'pending', regions: [], changed_ratio: 0, compared_at: null });
      expect((await listComments()).map((comment) => comment.change_state)).toEqual([null, null, null]);
    } finally {
      ctx.app.jobs.start();
    }

    const changes = await settledChanges(owner, moved);
    expect(changes).toMatchObject({ compared_with: firstVariation, state: 'ready' });
    const boxes = changes.regions.map(({ x, y, width, height }) => ({ x, y, width, height })).sort((a, b) => a.x - b.x);
    expect(boxes).toHaveLength(2);
    for (const [box, at] of [[boxes[0]!, { x: 100, y: 100 }], [boxes[1]!, { x: 500, y: 350 }]] as const) {
      expect(Math.abs(box.x - at.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.y - at.y)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.width - 120)).toBeLessThanOrEqual(4);
      expect(Math.abs(box.height - 60)).toBeLessThanOrEqual(4);
    }
    expect(changes.regions.every((region) => region.page === 1 && region.changed_pixels > 1000)).toBe(true);
    expect(changes.changed_ratio).toBeGreaterThan(0.01);
    expect(changes.changed_ratio).toBeLessThan(0.1);
    // When it settled: after the upload that asked for it.
    expect(Date.parse(changes.compared_at ?? '')).toBeGreaterThanOrEqual(asked);

    const comments = await listComments();
    const stateOf = (id: number) => comments.find((comment) => comment.id === id)?.change_state;
    expect(stateOf(inside)).toBe('changed');
    expect(stateOf(outside)).toBe('untouched');
    expect(stateOf(latest)).toBeNull();

    // A resolved thread is no longer carried forward.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/comments-resolve/${inside}`, headers: owner.headers })).json().data.is_resolved).toBe(true);
    const after = await listComments();
    expect(after.find((comment) => comment.id === inside)?.change_state).toBeNull();
  }, 60_000);

  it('finds no change in a JPEG encoded again', async () => {
    const first = await sharp(await makeDesign()).jpeg({ quality: 92 }).toBuffer();
    const again = await sharp(first).jpeg({ quality: 70 }).toBuffer();
    const { owner, asset, firstVariation } = await scene(first, 'photo.jpg');
    const changes = await settledChanges(owner, await uploadVersion(owner, asset.id, 'photo.jpg', again));
    expect(changes).toEqual({ compared_with: firstVariation, state: 'ready', regions: [], changed_ratio: 0, compared_at: expect.any(String) });
  }, 60_000);

  it('scales a version of another size onto the new one', async () => {
    const halved = await sharp(await makeDesign()).resize(400, 300).png().toBuffer();
    const { owner, asset } = await scene(halved);
    // Twice the size, the button moved from (100, 100) to (500, 350) in the new pixels.
    const changes = await settledChanges(owner, await uploadVersion(owner, asset.id, 'design.png', await makeDesign({ button: { left: 500, top: 350 } })));
    expect(changes.state).toBe('ready');
    const boxes = changes.regions.sort((a, b) => a.x - b.x);
    expect(boxes).toHaveLength(2);
    expect(boxes.some((box) => box.x <= 104 && box.x + box.width >= 216 && box.y <= 104 && box.y + box.height >= 156)).toBe(true);
    expect(boxes.some((box) => box.x <= 504 && box.x + box.width >= 616 && box.y <= 354 && box.y + box.height >= 406)).toBe(true);
    expect(boxes.every((box) => box.x + box.width <= 800 && box.y + box.height <= 600)).toBe(true);
  }, 60_000);

  it('compares documents page by page', async () => {
    const { owner, asset, firstVariation } = await scene(await makePdf(2), 'brief.pdf');
    const swapped = await makePdf(3);
    const changes = await settledChanges(owner, await uploadVersion(owner, asset.id, 'brief.pdf', swapped));
    expect(changes).toMatchObject({ compared_with: firstVariation, state: 'ready' });
    // Pages 1 and 2 are drawn the same; page 3 is new, so all of it changed.
    expect(changes.regions.map((region) => region.page)).toEqual([3]);
    expect(changes.regions[0]).toMatchObject({ x: 0, y: 0 });
  }, 60_000);
});
