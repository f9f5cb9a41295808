import { fork, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { invalid } from '../../errors.ts';
import type { OpenedDesign } from './renderers/open-design.ts';
import type { RenderedPage } from './renderers/page-output.ts';
import { REFUSED_TYPE, UNREADABLE_IMAGE } from './renderers/refusal.ts';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';
import type { ReportInput } from '../reports/report-input.ts';

export const DESIGN_FILE_REFUSED = REFUSED_TYPE;
const STOPPED = 'The renderer stopped while reading the file. Please try again; if it happens again, the file may be damaged.';
const pageStopped = (page: number) => `The renderer stopped while rendering page ${page}. Please try again; if it happens again, the page may be damaged.`;
const tooSlow = (seconds: number) => `The file took longer than ${seconds} seconds to render, so it was refused.`;
const pageTooSlow = (page: number, seconds: number) => `Page ${page} took longer than ${seconds} seconds to render, so it was refused.`;

/** A refusal of the renderer's: the reason, in words for the uploader. */
export class RenderFailure extends Error {}
/** As the upload's 422, on its `design_file` field. */
export const designFileError = (message: string) => invalid(message, { design_file: message });

// Compiled for production (scripts/build-server.mjs) the renderer is a bundle beside the server's;
// run from source (tests, npm run dev) it is TypeScript, loaded through tsx.
const IS_COMPILED = import.meta.url.endsWith('.js');
const WORKER = fileURLToPath(new URL(IS_COMPILED ? './render-worker.js' : './render-worker.ts', import.meta.url));

/** Requests the renderer works on at once: a page is drawn on the main thread and encoded on libvips' threads, so two overlap. */
const PARALLEL = 2;

type Request = RenderRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Queued {
  request: Request;
  timeoutMs: number;
  timeoutMessage: string;
  stoppedMessage: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Decoding a design file takes libvips or pdfjs tens of megabytes whatever the streaming; a separate
 * renderer process keeps that (and any hostile file's worst case) out of the server's memory. It
 * starts on the first request and is restarted if it dies. It works on at most two requests at a
 * time, and a request's clock starts when the renderer takes it: uploads go before background pages,
 * so a person waiting for their upload waits for at most a page of someone's long document. A request
 * that passes its time (a hostile file can hang a decoder) is refused and the renderer killed (what
 * else it was doing fails as stopped), so the next gets a fresh one.
 */
export function createDesignRenderer({ timeoutMs, pageTimeoutMs, onRendered }: { timeoutMs: number; pageTimeoutMs: number; onRendered?: (seconds: number) => void }) {
  let worker: ChildProcess | null = null;
  let nextId = 1;
  const uploads: Queued[] = [];
  const background: Queued[] = [];
  /** Requests the renderer is working on, by id: at most PARALLEL, so that drawing one page overlaps encoding another. */
  const working = new Map<number, { job: Queued; timer: NodeJS.Timeout; started: bigint; child: ChildProcess }>();

  function start(): ChildProcess {
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
      if (worker === child) worker = null;
      for (const [id, entry] of [...working]) {
        if (entry.child !== child) continue;
        finish(id)?.job.reject(new RenderFailure(entry.job.stoppedMessage));
      }
      next();
    });
    return child;
  }

  function finish(id: number) {
    const done = working.get(id);
    if (!done) return undefined;
    clearTimeout(done.timer);
    working.delete(id);
    return done;
  }

  function next() {
    while (working.size < PARALLEL) {
      const job = uploads.shift() ?? background.shift();
      if (!job) return;
      worker ??= start();
      const child = worker;
      const id = nextId++;
      const timer = setTimeout(() => {
        finish(id)?.job.reject(new RenderFailure(job.timeoutMessage));
        if (worker === child) worker = null;
        child.kill('SIGKILL');
      }, job.timeoutMs);
      working.set(id, { job, timer, started: process.hrtime.bigint(), child });
      child.send({ ...job.request, id } as RenderRequest);
    }
  }

  function enqueue<T>(queue: Queued[], request: Request, limits: Pick<Queued, 'timeoutMs' | 'timeoutMessage' | 'stoppedMessage'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ request, ...limits, resolve: resolve as (result: unknown) => void, reject });
      next();
    });
  }

  const pageLimits = (page: number) => ({ timeoutMs: pageTimeoutMs, timeoutMessage: pageTooSlow(page, Math.round(pageTimeoutMs / 1000)), stoppedMessage: pageStopped(page) });

  return {
    /** Checks a file by content; images come back rendered. Rejects with RenderFailure and the reason. */
    async open(filePath: string, outDir: string): Promise<OpenedDesign> {
      await fsp.mkdir(outDir, { recursive: true });
      return enqueue(uploads, { op: 'open', filePath, outDir }, { timeoutMs, timeoutMessage: tooSlow(Math.round(timeoutMs / 1000)), stoppedMessage: STOPPED });
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

    /** Stops the renderer; requests still waiting are refused, so nobody waits for a closed server. */
    close() {
      for (const job of [...uploads.splice(0), ...background.splice(0)]) job.reject(new RenderFailure(STOPPED));
      worker?.kill();
      worker = null;
    },
  };
}

export type DesignRenderer = ReturnType<typeof createDesignRenderer>;
