import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ReceivedFile } from '../../blob/blob-store.ts';
import { AppError } from '../../errors.ts';
import type { OpenedDesign } from './renderers/open-design.ts';
import type { RenderedPage } from './renderers/page-output.ts';
import { REFUSAL_CODES, REFUSED_TYPE, UNREADABLE_IMAGE } from './renderers/refusal.ts';
import type { VideoProbe } from './renderers/video/probe.ts';
import type { VideoOutput } from './renderers/video/render-video.ts';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';
import type { ReportInput } from '../reports/report-input.ts';
import type { PageDifference } from '../compare/compare-images.ts';

export type { VideoOutput } from './renderers/video/render-video.ts';

export const DESIGN_FILE_REFUSED = REFUSED_TYPE;
const STOPPED = 'The renderer stopped while reading the file. Please try again; if it happens again, the file may be damaged.';
const pageStopped = (page: number) => `The renderer stopped while rendering page ${page}. Please try again; if it happens again, the page may be damaged.`;
const VIDEO_STOPPED = 'The renderer stopped while rendering the video. Please try again; if it happens again, the file may be damaged.';
const tooSlow = (seconds: number) => `The file took longer than ${seconds} seconds to render, so it was refused.`;
const pageTooSlow = (page: number, seconds: number) => `Page ${page} took longer than ${seconds} seconds to render, so it was refused.`;
const TOO_MUCH_MEMORY = 'The file needed more memory than the renderer may use, so it was refused.';

/** A refusal of the renderer's: the reason, in words for the uploader. */
export class RenderFailure extends Error {}
/** As the upload's 422, on its `design_file` field; `validation_failed` unless the refusal has a code of its own. */
export const designFileError = (message: string) => new AppError(422, REFUSAL_CODES[message] ?? 'validation_failed', message, { design_file: message });

// Compiled for production (scripts/build-server.mjs) the renderer is a bundle beside the server's;
// run from source (tests, npm run dev) it is TypeScript, loaded through tsx.
const IS_COMPILED = import.meta.url.endsWith('.js');
const WORKER = fileURLToPath(new URL(IS_COMPILED ? './render-worker.js' : './render-worker.ts', import.meta.url));

/** Requests the file renderer works on at once: a page is drawn on the main thread and encoded on libvips' threads, so two overlap. */
const PARALLEL = 2;
/**
 * A video render's time: two minutes, and six times the video's length. Both proxies of a minute of
 * 1080p took 50 s on two cores; 4K takes about twice its length.
 */
const VIDEO_BASE_MS = 120_000;
const VIDEO_TIME_FACTOR = 6;
/** How often a working renderer's memory is read (Linux's /proc; elsewhere the limit is not enforced). */
const MEMORY_POLL_MS = 250;
const CAN_READ_MEMORY = fs.existsSync('/proc/self/status');

type Request = RenderRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Queued {
  request: Request;
  timeoutMs: number;
  timeoutMessage: string;
  stoppedMessage: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  onOutput?: (output: VideoOutput) => void;
  onProgress?: (percent: number) => void;
}

/** A renderer process and the requests it may work on at once. */
interface Lane {
  parallel: number;
  child: ChildProcess | null;
}

/** The resident memory of a process in megabytes, or null when it cannot be read (it has exited). */
async function residentMegabytes(pid: number): Promise<number | null> {
  const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kilobytes = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) / 1024 : null;
}

/**
 * Decoding a design file takes libvips or pdfjs tens of megabytes whatever the streaming, and a video
 * hundreds; separate renderer processes keep that (and any hostile file's worst case) out of the
 * server's memory. Files, frames and reports go to one process, two at a time, uploads before
 * background pages, so a person waiting for their upload waits for at most a page of someone's long
 * document. Video renders, minutes long, go to another, one at a time, started only while no upload
 * waits. Each process starts on its first request and is restarted if it dies. A request's clock
 * starts when its renderer takes it; one that passes its time (a hostile file can hang a decoder) is
 * refused and its renderer killed (what else it was doing fails as stopped), so the next gets a fresh
 * one. A renderer that grows past `memoryLimitMb` is killed too, refusing what it was doing.
 */
export function createDesignRenderer({
  timeoutMs,
  pageTimeoutMs,
  memoryLimitMb = 1024,
  onRendered,
}: {
  timeoutMs: number;
  pageTimeoutMs: number;
  /** RENDER_MEMORY_MB. */
  memoryLimitMb?: number;
  onRendered?: (seconds: number) => void;
}) {
  let nextId = 1;
  const uploads: Queued[] = [];
  const background: Queued[] = [];
  const videos: Queued[] = [];
  const files: Lane = { parallel: PARALLEL, child: null };
  const videoLane: Lane = { parallel: 1, child: null };
  /** Requests being worked on, by id, with the renderer working on them. */
  const working = new Map<number, { job: Queued; timer: NodeJS.Timeout; started: bigint; lane: Lane; child: ChildProcess }>();
  let memoryWatch: NodeJS.Timeout | null = null;

  function start(lane: Lane): ChildProcess {
    const child = fork(WORKER, [], {
      execArgv: [...(IS_COMPILED ? [] : ['--import', 'tsx']), '--expose-gc'],
      // Pages are tens of megabytes each, allocated and freed in turn: with a fixed mmap threshold glibc
      // maps every such block on its own and hands it back when freed, instead of keeping the heap
      // grown to the largest moment (measured: renderer peak 409 MB without, under 300 MB with).
      env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: RenderAnswer) => {
      if ('progress' in answer) return working.get(answer.id)?.job.onProgress?.(answer.progress);
      if ('output' in answer) return working.get(answer.id)?.job.onOutput?.(answer.output);
      const done = finish(answer.id);
      if (!done) return;
      const { job, started } = done;
      if ('result' in answer) {
        onRendered?.(Number(process.hrtime.bigint() - started) / 1e9);
        job.resolve(answer.result);
      } else {
        job.reject(new RenderFailure(answer.refusal ?? UNREADABLE_IMAGE));
      }
      next();
    });
    child.on('exit', () => {
      if (lane.child === child) lane.child = null;
      failAll(child, (job) => job.stoppedMessage);
      next();
    });
    return child;
  }

  function finish(id: number) {
    const done = working.get(id);
    if (!done) return undefined;
    clearTimeout(done.timer);
    working.delete(id);
    if (working.size === 0 && memoryWatch) {
      clearInterval(memoryWatch);
      memoryWatch = null;
    }
    return done;
  }

  /** Refuses every request a renderer was working on, with the message `reason` gives each. */
  function failAll(child: ChildProcess, reason: (job: Queued) => string) {
    for (const [id, entry] of [...working]) {
      if (entry.child === child) finish(id)?.job.reject(new RenderFailure(reason(entry.job)));
    }
  }

  function kill(lane: Lane, child: ChildProcess) {
    if (lane.child === child) lane.child = null;
    child.kill('SIGKILL');
  }

  function watchMemory() {
    if (memoryWatch || !CAN_READ_MEMORY) return;
    memoryWatch = setInterval(() => {
      for (const lane of [files, videoLane]) {
        const child = lane.child;
        if (!child?.pid) continue;
        void residentMegabytes(child.pid).then((megabytes) => {
          if (megabytes === null || megabytes <= memoryLimitMb) return;
          failAll(child, () => TOO_MUCH_MEMORY);
          kill(lane, child);
          next();
        });
      }
    }, MEMORY_POLL_MS);
  }

  function dispatch(lane: Lane, take: () => Queued | undefined) {
    while ([...working.values()].filter((entry) => entry.lane === lane).length < lane.parallel) {
      const job = take();
      if (!job) return;
      lane.child ??= start(lane);
      const child = lane.child;
      const id = nextId++;
      const timer = setTimeout(() => {
        finish(id)?.job.reject(new RenderFailure(job.timeoutMessage));
        kill(lane, child);
      }, job.timeoutMs);
      working.set(id, { job, timer, started: process.hrtime.bigint(), lane, child });
      watchMemory();
      child.send({ ...job.request, id } as RenderRequest);
    }
  }

  function next() {
    dispatch(files, () => uploads.shift() ?? background.shift());
    if (uploads.length === 0) dispatch(videoLane, () => videos.shift());
  }

  function enqueue<T>(queue: Queued[], request: Request, limits: Omit<Queued, 'request' | 'resolve' | 'reject'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ request, ...limits, resolve: resolve as (result: unknown) => void, reject });
      next();
    });
  }

  const fileLimits = { timeoutMs, timeoutMessage: tooSlow(Math.round(timeoutMs / 1000)), stoppedMessage: STOPPED };
  const pageLimits = (page: number) => ({ timeoutMs: pageTimeoutMs, timeoutMessage: pageTooSlow(page, Math.round(pageTimeoutMs / 1000)), stoppedMessage: pageStopped(page) });

  return {
    /** Checks a file by content; images come back rendered, a video probed with its first frame. Rejects with RenderFailure and the reason. */
    async open(filePath: string, outDir: string, { videoMaxSeconds }: { videoMaxSeconds: number }): Promise<OpenedDesign> {
      await fsp.mkdir(outDir, { recursive: true });
      return enqueue(uploads, { op: 'open', filePath, outDir, videoMaxSeconds }, fileLimits);
    },

    /** One page of an opened document; `background` pages wait behind every upload. */
    async renderPage(filePath: string, page: number, outDir: string, { background: isBackground = false } = {}): Promise<RenderedPage> {
      await fsp.mkdir(outDir, { recursive: true });
      return enqueue(isBackground ? background : uploads, { op: 'page', filePath, page, outDir }, pageLimits(page));
    },

    /** Writes a report (features/reports) to `input.outPath`: pictures are decoded here, out of the server's memory. */
    report(input: ReportInput): Promise<{ pages: number }> {
      return enqueue(uploads, { op: 'report', input }, { timeoutMs, timeoutMessage: 'The report took too long to make. Please try again with fewer versions.', stoppedMessage: 'The renderer stopped while making the report. Please try again.' });
    },

    /**
     * A probed video's proxies, sprite, waveform and frame times, in the background (waiting behind
     * uploads), each handed to `onOutput` as it is written into `outDir`. Its time limit grows with the video.
     */
    async renderVideo(
      filePath: string,
      probe: VideoProbe,
      outDir: string,
      { onOutput, onProgress }: { onOutput: (output: VideoOutput) => void; onProgress: (percent: number) => void },
    ): Promise<void> {
      await fsp.mkdir(outDir, { recursive: true });
      const videoTimeoutMs = VIDEO_BASE_MS + VIDEO_TIME_FACTOR * probe.duration_ms;
      await enqueue(videos, { op: 'video', filePath, probe, outDir }, { timeoutMs: videoTimeoutMs, timeoutMessage: tooSlow(Math.round(videoTimeoutMs / 1000)), stoppedMessage: VIDEO_STOPPED, onOutput, onProgress });
    },

    /** Exactly frame `frame` (from 0, in presentation order) of a probed video, as a PNG at its display size, as uploads are. */
    async videoFrame(filePath: string, probe: VideoProbe, frame: number, outDir: string): Promise<{ file: ReceivedFile; width: number; height: number }> {
      await fsp.mkdir(outDir, { recursive: true });
      return enqueue(uploads, { op: 'video-frame', filePath, probe, frame, outDir }, fileLimits);
    },

    /**
     * The changed boxes between a page's rendering and the previous version's (features/changes), in
     * the background behind uploads, with a page's time limit; boxes in the page's `width` × `height`.
     */
    comparePages(newPath: string, oldPath: string, page: { number: number; width: number; height: number }): Promise<PageDifference> {
      return enqueue(background, { op: 'compare', newPath, oldPath, width: page.width, height: page.height }, {
        timeoutMs: pageTimeoutMs,
        timeoutMessage: `Comparing page ${page.number} took longer than ${Math.round(pageTimeoutMs / 1000)} seconds.`,
        stoppedMessage: `The renderer stopped while comparing page ${page.number}.`,
      });
    },

    /** Stops the renderers; requests still waiting are refused, so nobody waits for a closed server. */
    close() {
      for (const job of [...uploads.splice(0), ...background.splice(0), ...videos.splice(0)]) job.reject(new RenderFailure(STOPPED));
      for (const lane of [files, videoLane]) {
        lane.child?.kill();
        lane.child = null;
      }
    },
  };
}

export type DesignRenderer = ReturnType<typeof createDesignRenderer>;
