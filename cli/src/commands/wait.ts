import { setTimeout as sleep } from 'node:timers/promises';
import { oneLine } from '@review/contract/text';
import { answered, type ApiClient } from '../api/client.ts';
import { parseCommandArgs, parseId } from '../args.ts';
import { connect } from '../connect.ts';
import { formatDuration, parseDuration } from '../duration.ts';
import { CliError, EXIT, usageError } from '../errors.ts';
import { helpText } from '../help.ts';
import { print, printJson, tell } from '../output.ts';
import type { Command } from './command.ts';

type Review = Awaited<ReturnType<typeof readReview>>;

const readReview = async (client: ApiClient, asset: number) =>
  (await answered(client.GET('/api/v1/assets/{id}/review', { params: { path: { id: asset } } }))).data;

/**
 * Asks for the asset's review, or null when the server could not answer this time (unreachable, 5xx):
 * a server restarting during a long wait should not fail the build. A refusal (4xx) still ends it.
 * An outage is told once when it starts (and again only if its reason changes) and once when it ends,
 * not at every interval, so a long outage is a line in the log rather than a screenful.
 */
function startPolling(client: ApiClient, asset: number, interval: number) {
  let outage: string | null = null;
  return async function poll(): Promise<Review | null> {
    try {
      const review = await readReview(client, asset);
      if (outage !== null) tell('The server answers again.');
      outage = null;
      return review;
    } catch (error) {
      if (!(error instanceof CliError) || error.exitCode !== EXIT.failure) throw error;
      if (error.message !== outage) tell(`${error.message} Asking again every ${formatDuration(interval)}.`);
      outage = error.message;
      return null;
    }
  };
}

/** Who made the outcome: the reviewers and guests whose decision it is, with their notes. */
function deciders(review: Review) {
  return [
    ...review.reviewers.filter((reviewer) => reviewer.decision === review.outcome).map((reviewer) => ({ name: oneLine(`${reviewer.first_name} ${reviewer.last_name}`), note: reviewer.note })),
    ...review.guest_decisions.filter((guest) => guest.decision === review.outcome).map((guest) => ({ name: `${oneLine(guest.name)} (guest)`, note: guest.note })),
  ];
}

/** The decision in Markdown, each note quoted line by line as the feedback brief quotes people's text. */
function decisionMarkdown(asset: number, review: Review): string {
  const people = deciders(review);
  const what = review.outcome === 'approved' ? 'Approved' : 'Changes requested';
  const by = people.length ? ` by ${people.map((person) => person.name).join(', ')}` : '';
  const notes = people.filter((person) => person.note?.trim()).map((person) => `${person.name}:\n\n${person.note?.trim().split(/\r\n|\r|\n/).map((line) => `> ${line}`).join('\n')}`);
  return [`${what}: asset ${asset}, version ${review.version}${by}.`, ...notes].join('\n\n');
}

export const wait: Command = {
  summary: 'wait until the newest version of an asset is approved or changes are requested',
  help: helpText({
    usage: 'review wait --asset A [--until decided] [--timeout 2h] [--interval 10s]',
    description: [
      'Asks the server every --interval where the review of the newest version of asset A stands',
      '(GET /api/v1/assets/A/review) until it is decided: approved, or changes requested, when the',
      'decision\'s notes and the open feedback are printed as Markdown. Once the first answer has come,',
      'an unreachable server or a 5xx answer is asked again at the next interval; a refusal (4xx) ends',
      'the wait.',
    ].join('\n'),
    options: [
      ['--asset A', 'the asset whose newest version is waited for'],
      ['--until decided', 'what to wait for: a decision (the only kind for now, and the default)'],
      ['--timeout D', 'how long to wait at most (default 2h); D is like 2h, 90m, 10s, 500ms'],
      ['--interval D', 'how often to ask (default 10s)'],
    ],
    exits: {
      0: 'approved',
      1: 'changes requested (the feedback is printed)',
      2: 'no decision before the timeout',
      5: 'a failure: the server unreachable or answering 5xx at the first question or when the feedback is read (later outages are waited out)',
    },
  }),
  async run(args) {
    const { values } = parseCommandArgs(args, {
      asset: { type: 'string' },
      until: { type: 'string', default: 'decided' },
      timeout: { type: 'string', default: '2h' },
      interval: { type: 'string', default: '10s' },
      json: { type: 'boolean' },
    });
    const asset = parseId('asset', values.asset);
    if (values.until !== 'decided') throw usageError(`--until takes "decided", not "${values.until}"`);
    const timeout = parseDuration('timeout', values.timeout);
    const interval = parseDuration('interval', values.interval);
    const { client } = connect();

    const deadline = Date.now() + timeout;
    const poll = startPolling(client, asset, interval);
    // The first answer is awaited as any call: a server unreachable from the start is most likely a wrong REVIEW_URL.
    let review = await readReview(client, asset);
    if (review.outcome === 'pending') {
      tell(`Waiting for a decision on asset ${asset}, version ${review.version ?? '(none yet)'}: asking every ${formatDuration(interval)} for up to ${formatDuration(timeout)}.`);
    }
    while (review.outcome === 'pending') {
      const left = deadline - Date.now();
      if (left <= 0) {
        if (values.json) printJson({ asset_id: asset, version: review.version, outcome: review.outcome, timed_out: true, review, feedback: null });
        else print(`No decision on asset ${asset}, version ${review.version ?? '(none yet)'}, within ${formatDuration(timeout)}.`);
        return EXIT.timeout;
      }
      await sleep(Math.min(interval, left));
      review = (await poll()) ?? review;
    }

    const params = { path: { id: asset } };
    if (values.json) {
      const feedback = review.outcome === 'changes_requested' ? (await answered(client.GET('/api/v1/assets/{id}/feedback', { params }))).data : null;
      printJson({ asset_id: asset, version: review.version, outcome: review.outcome, timed_out: false, review, feedback });
    } else if (review.outcome === 'approved') {
      print(decisionMarkdown(asset, review));
    } else {
      const markdown = await answered(client.GET('/api/v1/assets/{id}/feedback', { params: { ...params, query: { format: 'md' } }, parseAs: 'text' }));
      print(`${decisionMarkdown(asset, review)}\n\n${markdown}`);
    }
    return review.outcome === 'approved' ? EXIT.ok : EXIT.changesRequested;
  },
};
