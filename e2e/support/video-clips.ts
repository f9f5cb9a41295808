import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Asset, Variation } from '@review/contract/assets';
import { seedProject } from './project-seed.ts';

/** Whether Debian's ffmpeg is there to make clips; the video specs skip without it. */
export const hasFfmpeg = (): boolean => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

export const NO_FFMPEG = 'ffmpeg is not installed: the video specs make their clips with it (apt-get install ffmpeg)';

export interface ClipOptions {
  /** ffmpeg's rate, as a fraction: '24000/1001', '25', '30000/1001', '60'. */
  rate?: string;
  seconds?: number;
  /** A variable frame rate, as screen recordings have: the second half of the frames comes at half the rate. */
  isVariable?: boolean;
  /** A QuickTime MOV with a timecode track starting here ('01:00:00:00'), as editors and cameras write it. */
  movTimecode?: string;
}

/** Every clip is 640×360; its top 64 rows carry the frame number in 16 bars. */
const CLIP = { width: 640, height: 360, barcodeRows: 64, bits: 16 };

/**
 * An MP4 (H.264 and AAC, as a camera or an editor writes it) whose every frame carries its own number
 * as a barcode: 16 white or black bars across its top 64 rows, bit 0 at the left. What a player shows
 * can then be read back from its pixels and compared with the frame it claims to show.
 */
export function buildBarcodeClip({ rate = '24000/1001', seconds = 4, isVariable = false, movTimecode }: ClipOptions = {}): Buffer {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'review-clip-'));
  const file = path.join(folder, movTimecode === undefined ? 'clip.mp4' : 'clip.mov');
  const barcode = `geq=lum='if(lt(Y,${CLIP.barcodeRows}),255*mod(floor(N/pow(2,floor(X/(W/${CLIP.bits})))),2),lum(X,Y))':cb=128:cr=128`;
  // Frames of the second half twice as far apart: timestamps no single rate describes.
  const half = `(${seconds}*${rate})/2`;
  const slowDown = `,setpts='if(lt(N,${half}),N/(${rate}),${seconds}/2+2*(N-${half})/(${rate}))/TB'`;
  const picture = `testsrc2=s=${CLIP.width}x${CLIP.height}:r=${rate}:d=${seconds}`;
  const sound = isVariable ? [] : ['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`];
  const video = ['-vf', barcode + (isVariable ? slowDown : ''), ...(isVariable ? ['-fps_mode', 'vfr'] : []), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
  const audio = isVariable ? [] : ['-c:a', 'aac', '-shortest'];
  const timecode = movTimecode === undefined ? [] : ['-timecode', movTimecode];
  const result = spawnSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', picture, ...sound, ...video, ...audio, ...timecode, file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg could not make the clip: ${result.stderr}`);
  const clip = fs.readFileSync(file);
  fs.rmSync(folder, { recursive: true, force: true });
  return clip;
}

/**
 * A clip with its movie box (tracks and sample tables) overwritten after its header: it still says
 * MP4 in its first bytes, as a file damaged on a disk or in transfer does.
 */
export function damageMovieBox(clip: Buffer): Buffer {
  const damaged = Buffer.from(clip);
  const moov = damaged.indexOf('moov');
  damaged.fill(0x5a, moov + 4, Math.min(damaged.length, moov + 1024));
  return damaged;
}

/** A project holding one asset uploaded from a clip ('launch-film.mp4'), through the API. */
export async function seedVideo(request: APIRequestContext, clip: Buffer, name = 'launch-film.mp4'): Promise<Asset> {
  const project = await seedProject(request, `Video ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', { multipart: { project_id: String(project.id), design_file: { name, mimeType: 'video/mp4', buffer: clip } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = ((await upload.json()) as { data: Asset }).data;
  expect(asset.versions[0]?.variations[0]?.media.kind, 'the server takes the clip as a video').toBe('video');
  return asset;
}

/** Waits until the asset's first variation has a proxy to play and is done rendering; gives that variation. */
export async function waitForProxy(request: APIRequestContext, assetId: number): Promise<Variation> {
  let variation: Variation | undefined;
  await expect
    .poll(
      async () => {
        const reply = (await (await request.get(`/api/v1/assets/${assetId}`)).json()) as { data: Asset };
        variation = reply.data.versions[0]?.variations[0];
        return variation?.render_state === 'ready' && variation.media.proxies.length > 0;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe(true);
  return variation!;
}

/**
 * The frame number the player's `<video>` shows now (not the scrub bar's preview), read from its
 * barcode through a canvas; null while it seeks or has no picture yet (poll it until it settles).
 */
export function readShownFrame(page: Page, selector = 'video:not([data-scrub-preview-video])'): Promise<number | null> {
  return page.locator(selector).evaluate(
    (video: HTMLVideoElement, { height, barcodeRows, bits }) => {
      if (video.seeking || video.readyState < 2 || !video.videoWidth) return null;
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(video, 0, 0);
      // The proxy may be smaller than the clip: the barcode is read in proportion.
      const y = Math.round((barcodeRows / 2 / height) * video.videoHeight);
      let frame = 0;
      for (let bit = 0; bit < bits; bit += 1) {
        const x = Math.round(((bit + 0.5) * video.videoWidth) / bits);
        if (context.getImageData(x, y, 1, 1).data[0]! > 128) frame += 2 ** bit;
      }
      return frame;
    },
    CLIP,
  );
}
