import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { OperationTable } from './operations.ts';
import type { RenderAnswer, RenderRequest } from './protocol.ts';

const TOO_MUCH_MEMORY = 'The file needed more memory than the renderer may use, so it was refused.';

/** A refusal of the renderer's: the reason, in words for the person who asked (a refusal, a time or memory limit, a crash). */
export class RenderFailure extends Error {}

// Compiled for production (scripts/build-server.mjs) the renderer's entry is a bundle beside the
// server's; run from source (tests, npm run dev) it is TypeScript, loaded through tsx.
const IS_COMPILED = import.meta.url.endsWith('.js');
const ENTRY = fileURLToPath(new URL(IS_COMPILED ? './render-worker.js' : '../render-worker.ts', import.meta.url));

/** Requests the file renderer works on at once: a page is drawn on the main thread and encoded on libvips' threads, so two overlap. */
const PARALLEL = 2;
/** How often a working renderer's memory is read (Linux's /proc; elsewhere the limit is not enforced). */
const MEMORY_POLL_MS = 250;
/** How long a renderer may take to load its operations (a second or two; far more on a starved machine). */
const BOOT_LIMIT_MS = 60_000;
const CAN_READ_MEMORY = fs.existsSync('/proc/self/status');

/**
 * Where a request waits: `uploads` (a person is waiting) before `background` in one process, two at
 * a time; `long` (minutes of work, a video's renders) in a process of its own, one at a time, taken
 * only while no upload waits.
 */
export type RenderQueue = 'uploads' | 'background' | 'long';

export interface RequestLimits {
  queue: RenderQueue;
  /** Counted from when a renderer takes the request. */
  timeoutMs: number;
  timeoutMessage: string;
  /** When the renderer dies under it (or is killed for another request's time or memory). */
  stoppedMessage: string;
  /** When the operation fails with anything but a RenderRefusal. */
  faultMessage: string;
  onOutput?: (output: never) => void;
  onProgress?: (percent: number) => void;
}

interface Queued {
  op: string;
  args: unknown;
  limits: RequestLimits;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
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

type Operation<T extends OperationTable, K extends keyof T> = T[K];

/**
 * Decoding a design file takes libvips or pdfjs tens of megabytes whatever the streaming, and a video
 * hundreds; separate renderer processes keep that (and any hostile file's worst case) out of the
 * server's memory. The process runs the operations features declare (src/render-worker.ts). Requests
 * go to one process, two at a time, uploads before background work, so a person waiting for their
 * upload waits for at most a page of someone's long document; long requests go to another, one at a
 * time, started only while no upload waits. Each process starts on its first request and is
 * restarted if it dies. A request's clock starts when its renderer takes it, or once a renderer just
started has loaded (so the time a cold start takes, long on a loaded machine, is no file's fault; a
renderer that has not loaded within BOOT_LIMIT_MS is killed, failing what waited for it); one that passes its time
 * (a hostile file can hang a decoder) is refused and its renderer killed (what else it was doing
 * fails as stopped), so the next gets a fresh one. A renderer that grows past `memoryLimitMb` is
 * killed too, refusing what it was doing.
 */
export function createRenderer({
  memoryLimitMb = 1024,
  onRendered,
}: {
  /** RENDER_MEMORY_MB. */
  memoryLimitMb?: number;
  onRendered?: (seconds: number) => void;
} = {}) {
  let nextId = 1;
  const queues: Record<RenderQueue, Queued[]> = { uploads: [], background: [], long: [] };
  const files: Lane = { parallel: PARALLEL, child: null };
  const longLane: Lane = { parallel: 1, child: null };
  /** Requests being worked on, by id, with the renderer working on them. */
  const working = new Map<number, { job: Queued; timer: NodeJS.Timeout | null; started: bigint; lane: Lane; child: ChildProcess }>();
  /** Renderers that have loaded their operations. */
  const loaded = new WeakSet<ChildProcess>();
  let memoryWatch: NodeJS.Timeout | null = null;

  function start(lane: Lane): ChildProcess {
    const child = fork(ENTRY, [], {
      execArgv: [...(IS_COMPILED ? [] : ['--import', 'tsx']), '--expose-gc'],
      // Pages are tens of megabytes each, allocated and freed in turn: with a fixed mmap threshold glibc
      // maps every such block on its own and hands it back when freed, instead of keeping the heap
      // grown to the largest moment (measured: renderer peak 409 MB without, under 300 MB with).
      env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const boot = setTimeout(() => {
      if (!loaded.has(child)) kill(lane, child);
    }, BOOT_LIMIT_MS);
    child.on('message', (answer: RenderAnswer) => {
      if ('ready' in answer) {
        clearTimeout(boot);
        loaded.add(child);
        for (const [id, entry] of working) if (entry.child === child && entry.timer === null) startClock(id);
        return;
      }
      if ('progress' in answer) return working.get(answer.id)?.job.limits.onProgress?.(answer.progress);
      if ('output' in answer) return (working.get(answer.id)?.job.limits.onOutput as ((output: unknown) => void) | undefined)?.(answer.output);
      const done = finish(answer.id);
      if (!done) return;
      const { job, started } = done;
      if ('result' in answer) {
        onRendered?.(Number(process.hrtime.bigint() - started) / 1e9);
        job.resolve(answer.result);
      } else {
        job.reject(new RenderFailure(answer.refusal ?? job.limits.faultMessage));
      }
      next();
    });
    child.on('exit', () => {
      clearTimeout(boot);
      if (lane.child === child) lane.child = null;
      failAll(child, (job) => job.limits.stoppedMessage);
      next();
    });
    return child;
  }

  function finish(id: number) {
    const done = working.get(id);
    if (!done) return undefined;
    if (done.timer) clearTimeout(done.timer);
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
      for (const lane of [files, longLane]) {
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
      working.set(id, { job, timer: null, started: process.hrtime.bigint(), lane, child });
      if (loaded.has(child)) startClock(id);
      watchMemory();
      child.send({ id, op: job.op, args: job.args } satisfies RenderRequest);
    }
  }

  /** The request's time limit, from now: its renderer has it and has loaded. */
  function startClock(id: number) {
    const entry = working.get(id);
    if (!entry) return;
    entry.started = process.hrtime.bigint();
    entry.timer = setTimeout(() => {
      finish(id)?.job.reject(new RenderFailure(entry.job.limits.timeoutMessage));
      kill(entry.lane, entry.child);
    }, entry.job.limits.timeoutMs);
  }

  function next() {
    dispatch(files, () => queues.uploads.shift() ?? queues.background.shift());
    if (queues.uploads.length === 0) dispatch(longLane, () => queues.long.shift());
  }

  return {
    /**
     * Runs operation `op` of the table `T` (a feature's, by type: `run<typeof assetOperations>('open', …)`)
     * in a renderer process. Rejects with a RenderFailure and its reason for a refusal, a fault, the time or memory limit or a crash.
     */
    run<T extends OperationTable, K extends keyof T & string = keyof T & string>(
      op: K,
      args: Parameters<Operation<T, K>>[0],
      limits: RequestLimits,
    ): Promise<Awaited<ReturnType<Operation<T, K>>>> {
      return new Promise((resolve, reject) => {
        queues[limits.queue].push({ op, args, limits, resolve: resolve as (result: unknown) => void, reject });
        next();
      });
    },

    /** Stops the renderers; requests still waiting are refused, so nobody waits for a closed server. */
    close() {
      for (const job of [...queues.uploads.splice(0), ...queues.background.splice(0), ...queues.long.splice(0)]) job.reject(new RenderFailure(job.limits.stoppedMessage));
      for (const lane of [files, longLane]) {
        lane.child?.kill();
        lane.child = null;
      }
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
