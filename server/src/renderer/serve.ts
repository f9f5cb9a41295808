import { RenderRefusal, type OperationTable } from './operations.ts';
import type { RenderAnswer, RenderRequest } from './protocol.ts';

const collectGarbage = (globalThis as { gc?: () => void }).gc;

const send = (answer: RenderAnswer) => process.send?.(answer);

/**
 * The renderer process's loop: runs each request's operation from `table` and answers over IPC.
 * Called once by the process's entry (src/render-worker.ts) with every feature's operations.
 */
export function serveOperations(table: OperationTable): void {
  process.on('message', (request: RenderRequest) => {
    const operation = Object.hasOwn(table, request.op) ? table[request.op] : undefined;
    const work = operation
      ? operation(request.args, { output: (output) => send({ id: request.id, output }), progress: (progress) => send({ id: request.id, progress }) })
      : Promise.reject(new Error(`the renderer has no operation ${request.op}`));
    work
      .then(
        (result) => send({ id: request.id, result }),
        (error: unknown) => send({ id: request.id, refusal: error instanceof RenderRefusal ? error.message : null }),
      )
      // A page's canvas and pixels are tens of megabytes held outside V8's heap, which V8 does not
      // count as pressure; collecting after each request keeps a long document within budget.
      .finally(() => collectGarbage?.());
  });
  // The server went away: nothing is left to answer.
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
}
