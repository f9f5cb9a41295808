import { fork, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { invalid } from '../../errors.ts';
import type { DesignImageFault, RenderedDesign } from './design-image.ts';

export const DESIGN_FILE_REFUSED = 'Only jpg, png, gif and tiff images are accepted.';
const UNREADABLE = 'The file could not be read as an image: it may be damaged or incomplete.';
const MESSAGES: Record<DesignImageFault, string> = { refused: DESIGN_FILE_REFUSED, unreadable: UNREADABLE };
const STOPPED = 'The renderer stopped while reading the file. Please try again; if it happens again, the file may be damaged.';
const tooSlow = (seconds: number) => `The file took longer than ${seconds} seconds to render, so it was refused.`;
const designFileError = (message: string) => invalid(message, { design_file: message });

// Compiled for production (scripts/build-server.mjs) the renderer is a bundle beside the server's;
// run from source (tests, npm run dev) it is TypeScript, loaded through tsx.
const IS_COMPILED = import.meta.url.endsWith('.js');
const WORKER = fileURLToPath(new URL(IS_COMPILED ? './render-worker.js' : './render-worker.ts', import.meta.url));

interface Pending {
  resolve: (result: RenderedDesign) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Decoding a large design file takes libvips tens of megabytes whatever the streaming; a separate
 * renderer process keeps that (and any hostile file's worst case) out of the server's memory, and
 * renders one file at a time, so concurrent uploads queue instead of piling up decoders. It starts on
 * the first upload and is restarted if it dies. A file that takes longer than `timeoutMs` (a hostile
 * file can hang a decoder) is refused and the renderer killed, so the next upload gets a fresh one.
 */
export function createImageRenderer({ timeoutMs, onRendered }: { timeoutMs: number; onRendered?: (seconds: number) => void }) {
  let worker: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): ChildProcess {
    const child = fork(WORKER, [], {
      execArgv: IS_COMPILED ? [] : ['--import', 'tsx'],
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { id: number; result?: RenderedDesign; fault?: DesignImageFault }) => {
      const waiting = settle(message.id);
      if (!waiting) return;
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(designFileError(MESSAGES[message.fault ?? 'unreadable']));
    });
    child.on('exit', () => {
      if (worker === child) worker = null;
      for (const id of [...pending.keys()]) settle(id)?.reject(designFileError(STOPPED));
    });
    return child;
  }

  function settle(id: number) {
    const waiting = pending.get(id);
    pending.delete(id);
    if (waiting) clearTimeout(waiting.timer);
    return waiting;
  }

  return {
    /** Renders `filePath` (preview and thumbnail written into `outDir`), or throws a 422 with the reason. */
    async render(filePath: string, outDir: string): Promise<RenderedDesign> {
      await fsp.mkdir(outDir, { recursive: true });
      worker ??= start();
      const id = nextId++;
      const child = worker;
      const started = process.hrtime.bigint();
      const observe = () => onRendered?.(Number(process.hrtime.bigint() - started) / 1e9);
      return new Promise<RenderedDesign>((resolve, reject) => {
        const timer = setTimeout(() => {
          settle(id)?.reject(designFileError(tooSlow(Math.round(timeoutMs / 1000))));
          if (worker === child) worker = null;
          child.kill('SIGKILL');
        }, timeoutMs);
        pending.set(id, {
          resolve: (result) => {
            observe();
            resolve(result);
          },
          reject,
          timer,
        });
        child.send({ id, filePath, outDir });
      });
    },

    close() {
      worker?.kill();
      worker = null;
    },
  };
}

export type ImageRenderer = ReturnType<typeof createImageRenderer>;
