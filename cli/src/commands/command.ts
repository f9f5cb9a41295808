import type { ExitCode } from '../errors.ts';

/** One subcommand of `review`: its --help and what it does with its arguments. */
export interface Command {
  summary: string;
  help: string;
  run(args: string[]): Promise<ExitCode>;
}
