import { CliError, EXIT, type ExitCode } from './errors.ts';
import type { Command } from './commands/command.ts';
import { feedback } from './commands/feedback.ts';
import { status } from './commands/status.ts';
import { upload } from './commands/upload.ts';
import { wait } from './commands/wait.ts';
import { print, printJson, tell } from './output.ts';

const COMMANDS: Record<string, Command> = { upload, wait, feedback, status };

const OVERVIEW = [
  'Usage: review <command> [options]',
  '',
  'The design review server from a pipeline: upload each build\'s screenshots, wait for the designers\'',
  'decision, read their feedback.',
  '',
  'Commands:',
  ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(8)}  ${command.summary}`),
  '',
  'review <command> --help tells a command\'s options and exit codes. Every command reads REVIEW_URL',
  '(the server\'s address) and REVIEW_TOKEN (a personal access token, rvw_…) from the environment.',
  '',
].join('\n');

async function main(argv: string[]): Promise<ExitCode> {
  const [name, ...args] = argv;
  if (name === undefined) {
    tell(OVERVIEW);
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    print(OVERVIEW);
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) throw new CliError(`Unknown command "${name}": the commands are ${Object.keys(COMMANDS).join(', ')} (review --help)`, EXIT.usage);
  if (args.includes('--help') || args.includes('-h')) {
    print(command.help);
    return EXIT.ok;
  }
  return command.run(args);
}

/** A failure said once: as JSON on stdout with --json (the one thing a pipeline parses), else as a sentence on stderr. */
function report(argv: string[], error: CliError) {
  if (argv.includes('--json')) printJson({ error: { message: error.message, exit_code: error.exitCode, ...error.details } });
  else tell(`review: ${error.message}`);
}

const argv = process.argv.slice(2);
try {
  process.exitCode = await main(argv);
} catch (error) {
  // Anything unforeseen is a failure (5) too, never Node's own 1, which a pipeline would read as changes requested.
  const failure = error instanceof CliError ? error : new CliError(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, EXIT.failure);
  report(argv, failure);
  process.exitCode = failure.exitCode;
}
