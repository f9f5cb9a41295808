/** The exit codes every command keeps, so a pipeline can tell a refusal from a wait that ran out. */
export const EXIT = {
  ok: 0,
  /** Changes were requested, or something failed: the server unreachable or answering 5xx. */
  failure: 1,
  timeout: 2,
  usage: 3,
  refused: 4,
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
