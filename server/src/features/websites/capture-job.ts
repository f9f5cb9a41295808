import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext, JobHandler } from '../../jobs/worker.ts';
import { RenderFailure, type Renderer } from '../../renderer/renderer.ts';
import { blobKeysOf } from '../assets/index.ts';
import { captureTimeLimitMs } from './capture/capture-website.ts';
import type { CaptureWebsiteArgs, CaptureWebsiteResult } from './capture/contract.ts';
import type { websiteOperations } from './capture/renderer-operations.ts';
import { CredentialsUnavailable, type createCredentialBox, type SiteCredentials } from './credentials.ts';
import { createWebsitesRepository, readCaptureDetails, type CaptureDetails } from './repository.ts';
import type { CaptureSettings } from './settings.ts';
import { storePngFile, type PngStore } from './store-png.ts';

const GAVE_UP = 'The capture could not finish because the file store or the database was unavailable. Please capture the website again.';
const STOPPED = 'The browser stopped while capturing the page. Please capture it again; if it happens again, the page may be too heavy to capture.';
const FAULT = 'The page could not be captured.';
const missingAt = (breakpoint: number) => `The page could not be captured at ${breakpoint} px.`;
/** Progress is written at most this often: each write wakes every viewer of the project. */
const PROGRESS_EVERY_MS = 1500;

/** `example.com/pricing` at 1440 → `example.com-pricing-1440.png`: what the capture downloads as. */
const captureFileName = (title: string, breakpoint: number) => `${title.replace(/[^a-z0-9.]+/gi, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'website'}-${breakpoint}.png`;

interface CaptureJobDeps {
  db: Db;
  blobs: BlobStore;
  renderer: Renderer;
  pngStore: PngStore;
  box: ReturnType<typeof createCredentialBox>;
  settings: CaptureSettings;
  chromiumPath: string;
}

/**
 * The capture-website job: a version's page captured in headless Chromium in the renderer process
 * (capture/), once per breakpoint, each PNG then stored through the image upload's path as its
 * variation's design. A refusal (a private address, a page that never loads, no Chromium) marks the
 * version's captures failed with its sentence; an outage is thrown, and the job tried again.
 */
export function createCaptureJob({ db, blobs, renderer, pngStore, box, settings, chromiumPath }: CaptureJobDeps) {
  const repo = createWebsitesRepository(db);

  async function captureVersion(versionId: number, context: JobContext) {
    const rows = (await repo.listCapturesOfVersion(versionId)).filter((row) => row.render_state === 'rendering');
    const first = rows[0];
    const asked = first && readCaptureDetails(first.details);
    if (!first || !asked) return;
    const breakpoints = rows.map((row) => readCaptureDetails(row.details)?.breakpoint ?? asked.breakpoint);
    const source = await repo.findSource(first.asset_id);
    let credentials: SiteCredentials | null;
    try {
      credentials = source?.credentials ? await box.open(source.credentials) : null;
    } catch (error) {
      if (!(error instanceof CredentialsUnavailable)) throw error;
      await repo.failCaptures(rows.map((row) => row.id), error.message);
      return;
    }
    const projectSettings = await repo.findSettings(first.project_id);
    const outDir = path.join(pngStore.workDir, randomUUID());
    await fsp.mkdir(outDir, { recursive: true });
    try {
      const args: CaptureWebsiteArgs = {
        url: asked.url,
        breakpoints,
        credentials,
        hideSelectors: projectSettings ? (JSON.parse(projectSettings.hide_selectors) as string[]) : [],
        allowHosts: settings.allowHosts,
        timeoutMs: settings.timeoutMs,
        maxHeight: settings.maxHeight,
        chromiumPath,
        outDir,
      };
      const limit = captureTimeLimitMs(args);
      let lastProgressAt = 0;
      let result: CaptureWebsiteResult;
      try {
        result = await renderer.run<typeof websiteOperations, 'captureWebsite'>('captureWebsite', args, {
          queue: 'long',
          timeoutMs: limit,
          timeoutMessage: `The capture took longer than ${Math.round(limit / 1000)} seconds and was stopped.`,
          stoppedMessage: STOPPED,
          faultMessage: FAULT,
          onProgress: (percent) => {
            if (Date.now() - lastProgressAt < PROGRESS_EVERY_MS) return;
            lastProgressAt = Date.now();
            void repo.setProgress(rows.map((row) => row.id), Math.min(99, Math.round(percent))).catch(() => undefined);
          },
        });
      } catch (error) {
        if (!(error instanceof RenderFailure) || context.signal.aborted) throw error;
        await repo.failCaptures(rows.map((row) => row.id), error.message);
        return;
      }
      // At most a screenful of them: a page asking a private host hundreds of times says so as well with twenty.
      const refused = result.refused.slice(0, 20).map((request) => `${request.url} (${request.reason})`);
      for (const [index, row] of rows.entries()) {
        const breakpoint = breakpoints[index]!;
        const capture = result.captures.find((taken) => taken.breakpoint === breakpoint);
        if (!capture) {
          await repo.failCaptures([row.id], missingAt(breakpoint));
          continue;
        }
        const stored = await storePngFile(pngStore, capture.png, captureFileName(first.title, breakpoint));
        const details: CaptureDetails = { url: asked.url, breakpoint, final_url: result.finalUrl, title: result.title, captured_at: result.capturedAt, truncated: capture.truncated, refused };
        const { design_file, thumbnail, preview, file_name, file_type, file_size, width, height, rendered_size } = stored;
        const finished = await repo.finishCapture(row.id, { design_file, thumbnail, preview, file_name, file_type, file_size, width, height, rendered_size }, details);
        // The placeholder goes once no capture shows it; a capture whose variation went meanwhile goes too.
        await releaseBlobs(db, blobs, finished ? blobKeysOf(row) : blobKeysOf(stored));
        await context.extendLease();
      }
    } finally {
      await fsp.rm(outDir, { recursive: true, force: true });
    }
  }

  const handler: JobHandler<'capture-website'> = {
    run: (payload, context) => captureVersion(payload.version_id, context),
    giveUp: async (payload) => {
      const rows = await repo.listCapturesOfVersion(payload.version_id);
      await repo.failCaptures(rows.map((row) => row.id), GAVE_UP);
    },
    maxAttempts: 3,
  };
  return handler;
}
