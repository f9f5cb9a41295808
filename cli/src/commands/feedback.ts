import { answered } from '../api/client.ts';
import { parseCommandArgs, parseId } from '../args.ts';
import { connect } from '../connect.ts';
import { EXIT, usageError } from '../errors.ts';
import { helpText } from '../help.ts';
import { print, printJson } from '../output.ts';
import type { Command } from './command.ts';

export const feedback: Command = {
  summary: 'print the open feedback on the newest version of an asset',
  help: helpText({
    usage: 'review feedback --asset A [--format md|json]',
    description: [
      'Prints what the review screen lists on the newest version of asset A: its unresolved comment',
      'threads, and an earlier version\'s where the screen marks them Changed here or Untouched, each',
      'numbered and labelled by variation as the screen shows it, with its mark\'s area in the image\'s',
      'pixels and a link to a crop of it: Markdown for people and agents, or JSON.',
    ].join('\n'),
    options: [
      ['--asset A', 'the asset'],
      ['--format md|json', 'Markdown (the default) or JSON; --json is the same as --format json'],
    ],
    exits: { 0: 'printed' },
  }),
  async run(args) {
    const { values } = parseCommandArgs(args, { asset: { type: 'string' }, format: { type: 'string' }, json: { type: 'boolean' } });
    const asset = parseId('asset', values.asset);
    const format = values.format ?? (values.json ? 'json' : 'md');
    if (format !== 'md' && format !== 'json') throw usageError(`--format takes md or json, not "${format}"`);
    if (values.json && format !== 'json') throw usageError('--json prints JSON: leave it out for --format md');
    const { client } = connect();

    const params = { path: { id: asset } };
    if (format === 'json') printJson((await answered(client.GET('/api/v1/assets/{id}/feedback', { params }))).data);
    else print(await answered(client.GET('/api/v1/assets/{id}/feedback', { params: { ...params, query: { format: 'md' } }, parseAs: 'text' })));
    return EXIT.ok;
  },
};
