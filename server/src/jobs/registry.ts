import { JOB_KINDS, type JobKind } from './queue.ts';
import type { JobHandler } from './worker.ts';

/**
 * The handler of each kind of job. jobs/ knows no feature: the composition root (app.ts) puts in
 * each feature's handler, and the worker asks here by kind. A kind registered twice is a wiring
 * mistake and throws at once, so two features can never both answer for one kind.
 */
export function createJobRegistry() {
  const handlers = new Map<JobKind, JobHandler<JobKind>>();
  return {
    register<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
      if (handlers.has(kind)) throw new Error(`a handler for jobs of kind ${kind} is registered already`);
      handlers.set(kind, handler as unknown as JobHandler<JobKind>);
    },
    handlerOf(kind: string): JobHandler<JobKind> | undefined {
      return handlers.get(kind as JobKind);
    },
    /** The kinds nobody registered: a worker refuses to start while there are any, rather than fail their jobs one by one. */
    missing(): JobKind[] {
      return JOB_KINDS.filter((kind) => !handlers.has(kind));
    },
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
