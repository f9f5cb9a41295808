import { fork, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { invalid } from '../../errors.ts';
import type { DesignImageFault, RenderedDesign } from './design-image.ts';

export const DESIGN_FILE_REFUSED = 'Only jpg, png, gif and tiff images are accepted.';
const UNREADABLE = 'The file could not be read as an image: it may be damaged or incomplete.';
const MESSAGES: Record<DesignImageFault, string> = { refused: DESIGN_FILE_REFUSED, unreadable: UNREADABLE };

const WORKER = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

interface Pending {
  resolve: (result: RenderedDesign) => void;
  reject: (error: Error) => void;
}

/**
 * Decoding a large design file takes libvips tens of megabytes whatever the streaming; a separate
 * renderer process keeps that (and any hostile file's worst case) out of the server's memory, and
 * renders one file at a time, so concurrent uploads queue instead of piling up decoders. It starts on
 * the first upload and is restarted if it dies.
 */
export function createImageRenderer() {
  let worker: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): ChildProcess {
    const child = fork(WORKER, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { id: number; result?: RenderedDesign; fault?: DesignImageFault }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) return;
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(invalid(MESSAGES[message.fault ?? 'unreadable'], { design_file: MESSAGES[message.fault ?? 'unreadable'] }));
    });
    child.on('exit', () => {
      if (worker === child) worker = null;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(invalid(UNREADABLE, { design_file: UNREADABLE }));
      }
    });
    return child;
  }

  return {
    /** Renders `filePath` (preview and thumbnail written into `outDir`), or throws a 422 with the reason. */
    async render(filePath: string, outDir: string): Promise<RenderedDesign> {
      await fsp.mkdir(outDir, { recursive: true });
      worker ??= start();
      const id = nextId++;
      const child = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
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
