import type { Asset, Variation } from '@review/contract/assets';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { movingSquareBanner } from '../../test/banner-zips.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProOwner, postDesignFile } from '../../test/project-factories.ts';

// A banner's animation recorded as its video, and the project's limits its checks are judged against.
const ctx = useTestApp();

const newest = (asset: Asset): Variation => asset.versions[0]!.variations[0]!;
const get = (user: SignedInUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: user.headers });
const checkOf = (variation: Variation, id: string) => variation.media.banner!.checks.items.find((item) => item.id === id);
const limitsUrl = (projectId: number) => `/api/v1/projects/${projectId}/banner-limits`;
const IAB = { load_kb: 150, load_requests: 15, animation_seconds: 15, loops: 3, click_tag_required: true };

async function measured(user: SignedInUser, assetId: number): Promise<Variation> {
  const until = Date.now() + 120_000;
  for (;;) {
    const variation = newest((await get(user, `/api/v1/assets/${assetId}`)).json().data as Asset);
    if (variation.render_state !== 'rendering') return variation;
    if (Date.now() > until) throw new Error('the banner is still being measured');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a banner recorded and judged against its project limits', { timeout: 150_000 }, () => {
  let owner: SignedInUser;
  let projectId: number;
  let assetId: number;
  let banner: Variation;

  beforeAll(async () => {
    ({ owner, projectId } = await buildProOwner(ctx.app));
    const uploaded = await postDesignFile(ctx.app, owner, '/upload/design_files', { project_id: String(projectId) }, 'square-300x250.zip', movingSquareBanner());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    assetId = (uploaded.json().data as Asset).id;
    banner = await measured(owner, assetId);
  }, 150_000);

  it('has its animation as a video: 25 frames a second, as long as it moves, each frame at its exact time', async () => {
    expect(banner.media.banner!.recording_failed).toBeNull();
    expect(banner.media).toMatchObject({ kind: 'banner', width: 300, height: 250, frame_rate: { num: 25, den: 1 } });
    // Timed from the load event, which a busy machine reaches after the 2 s animation has begun.
    const animationMs = Number(checkOf(banner, 'animation')!.value.replace(' s', '')) * 1000;
    expect(animationMs).toBeGreaterThanOrEqual(1500);
    // The whole 2 s animation from the page's start (the measure's watching begins a little later), its end frame held half a second more,
    // in whole frames of 40 ms (62 frames, 2,480 ms, when the end falls just short of the 63rd).
    expect(banner.media.duration_ms!).toBeGreaterThanOrEqual(2500 - 40);
    expect(banner.media.duration_ms!).toBeLessThanOrEqual(3300);
    expect(banner.media.frame_count).toBe(Math.round((banner.media.duration_ms! / 1000) * 25));
    const [recording] = banner.media.proxies;
    expect(recording).toMatchObject({ height: 500, type: 'video/webm; codecs="vp9"' });
    const file = await get(owner, `/${recording!.url}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');

    // Frame 25 is 1 s in: the square (40 device pixels wide) is half way, at 100 to 140 of 600.
    const red = async (frame: number, x: number) => {
      const png = await get(owner, `/api/v1/variations/${banner.id}/frames/${frame}.png`);
      expect(png.statusCode, png.body).toBe(200);
      const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([600, 500]);
      const at = (20 * info.width + x) * info.channels;
      return data[at]! > 200 && data[at + 1]! < 80 && data[at + 2]! < 80;
    };
    expect(await red(0, 20)).toBe(true);
    expect(await red(0, 120)).toBe(false);
    expect(await red(25, 120)).toBe(true);
    expect(await red(25, 60)).toBe(false);
    expect(await red(45, 200)).toBe(true);
  });

  it('takes a comment on a frame of its recording, and refuses a frame past its end', async () => {
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: banner.id, ...payload } });
    const onFrame = await post({ content: 'The square should stop sooner', frame: 25 });
    expect(onFrame.statusCode, onFrame.body).toBe(201);
    expect(onFrame.json().data).toMatchObject({ frame: 25, frame_end: null });
    const past = await post({ content: 'Too far', frame: banner.media.frame_count! });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toContain(`no frame ${banner.media.frame_count!}`);
  });

  it("judges its checks against the project's limits, the IAB's until a manager changes them", async () => {
    expect((await get(owner, limitsUrl(projectId))).json().data).toEqual({ ...IAB, is_default: true });
    expect(checkOf(banner, 'initial_load')).toMatchObject({ limit: '150 KB', passed: true });
    expect(checkOf(banner, 'click_tag')).toMatchObject({ value: 'not defined', limit: 'defined', passed: false });

    const changed = await ctx.app.inject({ method: 'PUT', url: limitsUrl(projectId), headers: owner.headers, payload: { ...IAB, load_kb: 1, animation_seconds: 1, click_tag_required: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ ...IAB, load_kb: 1, animation_seconds: 1, click_tag_required: false, is_default: false });
    const judged = newest((await get(owner, `/api/v1/assets/${assetId}`)).json().data as Asset);
    expect(checkOf(judged, 'initial_load')).toMatchObject({ limit: '1 KB', passed: false });
    expect(checkOf(judged, 'animation')).toMatchObject({ limit: '1 s', passed: false });
    expect(checkOf(judged, 'click_tag')).toMatchObject({ value: 'not defined', limit: 'not required', passed: true });
    // Measured once: the verdicts changed, the measures did not.
    expect(checkOf(judged, 'initial_load')!.value).toBe(checkOf(banner, 'initial_load')!.value);

    const back = await ctx.app.inject({ method: 'PUT', url: limitsUrl(projectId), headers: owner.headers, payload: IAB });
    expect(back.json().data).toEqual({ ...IAB, is_default: true });
    expect(checkOf(newest((await get(owner, `/api/v1/assets/${assetId}`)).json().data as Asset), 'initial_load')).toMatchObject({ limit: '150 KB', passed: true });
  });

  it.each([
    ['a limit of 0 KB', { ...IAB, load_kb: 0 }, 'load_kb'],
    ['negative loops', { ...IAB, loops: -1 }, 'loops'],
    ['a fraction of a second', { ...IAB, animation_seconds: 1.5 }, 'animation_seconds'],
    ['a limit given as text', { ...IAB, load_requests: 'many' }, 'load_requests'],
    ['clickTag missing', { load_kb: 150, load_requests: 15, animation_seconds: 15, loops: 3 }, 'click_tag_required'],
  ])('refuses %s with a 422 naming the field', async (_, payload, field) => {
    const reply = await ctx.app.inject({ method: 'PUT', url: limitsUrl(projectId), headers: owner.headers, payload });
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(String) } });
  });

  it('is read by members, changed only by managers, and hidden from outsiders', async () => {
    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    expect((await get(member, limitsUrl(projectId))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'PUT', url: limitsUrl(projectId), headers: member.headers, payload: IAB })).statusCode).toBe(403);
    const outsider = await buildUser(ctx.app);
    expect((await get(outsider, limitsUrl(projectId))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: limitsUrl(projectId), headers: outsider.headers, payload: IAB })).statusCode).toBe(404);
  });

  it('is compared with its next version by its poster, as a still: its recording does not make it a video', async () => {
    const next = await postDesignFile(ctx.app, owner, '/versions', { asset_id: String(assetId) }, 'square-300x250.zip', movingSquareBanner());
    expect(next.statusCode, next.body).toBe(201);
    const asset = (await get(owner, `/api/v1/assets/${assetId}`)).json().data as Asset;
    expect(asset.versions.map((version) => version.version)).toEqual([2, 1]);
    const variation = newest(asset);
    // Planned in the upload's transaction, before the new version's own recording exists.
    const change = await ctx.app.database.db.selectFrom('variation_changes').select(['compared_with', 'state']).where('variation_id', '=', variation.id).executeTakeFirstOrThrow();
    expect(change.compared_with).toBe(banner.id);
    expect(change.state).not.toBe('none');
  });
});
