/**
 * The renderer process's side of an operation: features declare a table of these (assets: open,
 * page, video, video-frame; compare: compare; reports: report), and the process's entry
 * (src/render-worker.ts) hands the tables to `serveOperations`. Arguments and results cross the
 * process boundary by structured clone, so they are plain data.
 */
export interface OperationReport {
  /** A finished piece of a long operation (a video's proxy), handed to the requester's `onOutput` before the result. */
  output: (value: unknown) => void;
  /** Whole percents; the requester's `onProgress`. */
  progress: (percent: number) => void;
}

// Arguments are typed by each operation; the table only needs to call them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RendererOperation<Args = any, Result = unknown> = (args: Args, report: OperationReport) => Promise<Result>;
export type OperationTable = Record<string, RendererOperation>;

/**
 * Why a file cannot be used, in words for the person who gave it: an operation throws it and the
 * requester receives its message as a `RenderFailure`. Any other error reaches the requester as the
 * request's `faultMessage`, so a decoder's internals never reach a person.
 */
export class RenderRefusal extends Error {}
