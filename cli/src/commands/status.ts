import { answered, errorReply } from '../api/client.ts';
import { parseCommandArgs } from '../args.ts';
import { connect } from '../connect.ts';
import { EXIT } from '../errors.ts';
import { helpText } from '../help.ts';
import { print, printJson } from '../output.ts';
import type { Command } from './command.ts';

export const status: Command = {
  summary: 'say who the token acts as and whether the server is ready',
  help: helpText({
    usage: 'review status',
    description: [
      'Prints whom REVIEW_TOKEN acts as (GET /api/v1/profile) and whether the server is ready to take',
      'uploads: its database and file store both reachable (GET /api/v1/ready). A quick check for a',
      'pipeline\'s settings before it uploads anything.',
    ].join('\n'),
    options: [],
    exits: { 0: 'the token works and the server is ready', 5: 'the server is not ready, unreachable or answering 5xx' },
  }),
  async run(args) {
    const { values } = parseCommandArgs(args, { json: { type: 'boolean' } });
    const { client, url } = connect();

    const profile = await answered(client.GET('/api/v1/profile'));
    const user = { id: profile.id, first_name: profile.first_name, last_name: profile.last_name, email: profile.email, plan: profile.plan };
    // Not ready is what this command reports, not a failure of its own: the server's sentence names what is down.
    const { response, error } = await client.GET('/api/v1/ready');
    const server = response.ok ? { ready: true, message: 'ready' } : { ready: false, message: errorReply(response.status, error).message };

    if (values.json) printJson({ url, user, server });
    else print(`Signed in to ${url} as ${user.first_name} ${user.last_name} <${user.email}> (${user.plan} plan).\nServer: ${server.message}`);
    return server.ready ? EXIT.ok : EXIT.failure;
  },
};
