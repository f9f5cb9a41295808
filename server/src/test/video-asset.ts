import fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './factories.ts';
import { buildUploadedAsset } from './project-factories.ts';
import { videoClip } from './video-clips.ts';
import type { StoredProbe } from '../features/video/index.ts';

/** What the probe of an 83-second film clip finds, at the 1200 × 800 of the still it is laid over. */
export const TEST_VIDEO_PROBE: StoredProbe = {
  container: 'mp4',
  mime: 'video/mp4',
  extension: 'mp4',
  duration_ms: 83_416.6,
  frame_rate: { num: 24000, den: 1001 },
  variable_frame_rate: false,
  frame_count: 2000,
  width: 1200,
  height: 800,
  rotation: 0,
  start_timecode: null,
  has_audio: false,
  video_codec: 'h264',
  audio_codec: null,
};

/** The ids of an uploaded asset, and a way to comment on its first variation as `author` through the API (`url` for marks). */
function withComments(app: FastifyInstance, author: SignedInUser, asset: { id: number; versions: { id: number; variations: { id: number }[] }[] }) {
  const variationId = asset.versions[0]!.variations[0]!.id;
  const comment = async (payload: object, url = '/comments') => {
    const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, headers: author.headers, payload: { variation_id: variationId, ...payload } });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as number;
  };
  return { assetId: asset.id, versionId: asset.versions[0]!.id, variationId, comment };
}

/**
 * An uploaded still whose variation reads as a video (its row's probe), so comments take frames of a
 * long film through the real API: for what only reads frames and timecodes, never a decoded frame.
 */
export async function buildVideoLikeAsset(app: FastifyInstance, author: SignedInUser, projectId: number, name = 'clip.png') {
  const made = withComments(app, author, await buildUploadedAsset(app, author, projectId, name));
  await app.database.db.updateTable('variations').set({ video_probe: JSON.stringify(TEST_VIDEO_PROBE) }).where('id', '=', made.variationId).execute();
  return made;
}

/**
 * A real video uploaded through the API: 3 s at 23.976 fps, 320 × 180, 72 frames, each carrying its
 * number as a barcode (`readImageBarcode` of test/video-clips.ts), for what decodes frames.
 */
export async function buildVideoAsset(app: FastifyInstance, author: SignedInUser, projectId: number, name = 'teaser.mp4') {
  return withComments(app, author, await buildUploadedAsset(app, author, projectId, name, await fsp.readFile(await videoClip('h264At23976'))));
}
