/**
 * The exit codes every command keeps, so a pipeline can tell the designers' answer from a wait that
 * ran out, a refusal or a failure: 1 means only that changes were requested, never that something broke.
 */
export const EXIT = {
  ok: 0,
  /** `wait`: the reviewers requested changes. */
  changesRequested: 1,
  timeout: 2,
  usage: 3,
  refused: 4,
  /** Something failed: the server unreachable or answering 5xx, `status`: not ready, or an error of the command line itself. */
  failure: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the command line explains in one sentence and ends with its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** The HTTP status and error code of a server's refusal, and anything done before the failure, for `--json`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
