import type { ExitCode } from './errors.ts';

const ENVIRONMENT = [
  'Environment:',
  '  REVIEW_URL    the server\'s address, e.g. https://review.example.com',
  '  REVIEW_TOKEN  a personal access token (rvw_…) from your profile page, sent as Authorization: Bearer',
];

/** Options every command takes (main.ts answers --help before a command runs). */
const COMMON_OPTIONS: [string, string][] = [
  ['--json', 'print the result as JSON on stdout, and a failure as {"error": {"message", ...}}'],
  ['-h, --help', 'show this help'],
];

/** What every command may also end with. */
const COMMON_EXITS: Partial<Record<ExitCode, string>> = {
  3: 'usage or configuration error: a bad argument, REVIEW_URL or REVIEW_TOKEN missing',
  4: 'the server refused (4xx): its message is printed',
  5: 'a failure: the server unreachable or answering 5xx, or an error of the command line itself',
};

/** A command's --help: usage, what it does, its options, the environment and its exit codes. */
export function helpText({ usage, description, options, exits }: { usage: string; description: string; options: [string, string][]; exits: Partial<Record<ExitCode, string>> }): string {
  const allOptions = [...options, ...COMMON_OPTIONS];
  const width = Math.max(...allOptions.map(([name]) => name.length));
  // A command's own words for a code (status's 5: not ready) take the place of the common ones.
  const codes = Object.entries({ ...COMMON_EXITS, ...exits }).sort(([a], [b]) => Number(a) - Number(b));
  return [
    `Usage: ${usage}`,
    '',
    description,
    '',
    'Options:',
    ...allOptions.map(([name, meaning]) => `  ${name.padEnd(width)}  ${meaning}`),
    '',
    ...ENVIRONMENT,
    '',
    'Exit codes:',
    ...codes.map(([code, meaning]) => `  ${code}  ${meaning}`),
    '',
  ].join('\n');
}
