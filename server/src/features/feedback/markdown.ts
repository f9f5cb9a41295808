import type { Feedback, FeedbackChanges, FeedbackItem } from '@review/contract/feedback';
import { frameRateLabel } from '@review/contract/media';
import { oneLine } from '@review/contract/text';
import { describeFrames, formatDuration } from './comment-timecode.ts';
import { describeStage } from './stage-line.ts';

/**
 * Every sequence a reader may take for a line break: an agent's Markdown parser, a terminal or
 * Python's `splitlines` (which also breaks at the file, group and record separators, hence the
 * control characters named here).
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;

/**
 * Text kept as it was written, every line of it quoted, so that nothing a person wrote (a heading,
 * a list, a line that looks like a thread of the brief) can break the brief's structure.
 */
const quote = (text: string) => (text.trim() ? text.trim().split(LINE_BREAK).map((line) => `> ${line}`).join('\n') : '> (no text)');

/** How a carried-forward thread's mark reads against the newest version's boxes. */
const CHANGE_WORDS = { changed: 'its area changed in the newest version', untouched: 'its area is untouched by the newest version' } as const;

/** The newest version's changes against the previous one, as one paragraph with a line per box. */
function changesSection(changes: FeedbackChanges): string | null {
  if (changes.compared_with_version === null) return null;
  const against = `Compared with version ${changes.compared_with_version}`;
  if (changes.state === 'pending') return `${against}: the comparison is still being made.`;
  if (changes.state !== 'ready') return `${against}: the comparison could not be made.`;
  const count = changes.regions.length;
  if (!count) return `${against}: nothing changed.`;
  const boxes = changes.regions.map((box) => `- Page ${box.page}: x ${box.x}, y ${box.y}, ${box.width} × ${box.height} px`);
  return [`${against}: ${count} ${count === 1 ? 'area' : 'areas'} changed (${(changes.changed_ratio * 100).toFixed(1)}% of the pixels).`, '', ...boxes].join('\n');
}

/**
 * A thread's heading: its number as the screen shows it, and, when the brief holds threads of several
 * variations (a carried-forward thread is on an earlier version's), the variation's label too, as the
 * screen's badge gives it, so two threads numbered 1 are never told apart by order alone.
 */
const headingOf = (item: FeedbackItem, labelled: boolean) => `## ${item.number}${labelled ? ` on ${item.variation}` : ''}. ${oneLine(item.author)}`;

function itemSection(item: FeedbackItem, newestVersion: number | null, labelled: boolean, isSound: boolean): string {
  const onFrame = describeFrames(item, isSound ? 'audio' : 'video');
  const where = item.box ? `x ${item.box.x}, y ${item.box.y}, ${item.box.width} × ${item.box.height} px` : `no mark (about the whole ${isSound ? 'sound' : onFrame ? 'frame' : 'design'})`;
  // A video has no pages: its comments are placed in time instead.
  const place = onFrame ? `- Time: ${item.frame_end === null ? 'at ' : ''}${onFrame}` : `- Page: ${item.page}`;
  const lines = [headingOf(item, labelled), '', place, `- Area: ${where}`];
  if (item.version !== newestVersion) lines.push(`- Carried forward from version ${item.version}${item.change_state ? `: ${CHANGE_WORDS[item.change_state]}` : ''}`);
  if (item.crop_url) lines.push(`- Crop: ${item.crop_url}`);
  if (item.frame_url) lines.push(`- Frame: ${item.frame_url}`);
  lines.push(`- Open: ${item.link}`, '', quote(item.text));
  for (const reply of item.replies) lines.push('', `**Reply from ${oneLine(reply.author)}** (${reply.created_at}):`, '', quote(reply.text));
  return lines.join('\n');
}

/**
 * The brief as Markdown: what a person or an agent reads to act on the open feedback, one section
 * per thread. Names and the title may come from rows older than the rule that refuses line breaks in
 * them, so they are kept on their line here too.
 */
export function feedbackToMarkdown(feedback: Feedback): string {
  const size = feedback.width && feedback.height ? ` (${feedback.width} × ${feedback.height} px; areas are in these pixels)` : '';
  const video = feedback.video ? `: a video, ${formatDuration(feedback.video.duration_ms)} at ${frameRateLabel(feedback.video.frame_rate)} fps, ${feedback.video.frame_count} frames numbered from 0` : '';
  const audio = feedback.audio ? `: a sound file, ${formatDuration(feedback.audio.duration_ms)}, ${feedback.audio.sample_rate / 1000} kHz, ${feedback.audio.channels} channel${feedback.audio.channels === 1 ? '' : 's'}; times are hours:minutes:seconds.hundredths` : '';
  const head = [`# Open feedback: ${oneLine(feedback.title)}`, '', feedback.version === null ? 'No version uploaded yet.' : `Version ${feedback.version}${video}${audio}${feedback.audio ? '' : size}.`];
  // Which stage of a review in several decides now, so an agent knows whose feedback weighs.
  if (feedback.stage) head.push('', `${oneLine(describeStage(feedback.stage))}.`);
  const changed = feedback.changes && changesSection(feedback.changes);
  if (changed) head.push('', changed);
  const count = feedback.items.length;
  head.push('', count ? `${count} open ${count === 1 ? 'thread' : 'threads'}.` : 'No open feedback.');
  const labelled = new Set(feedback.items.map((item) => item.variation)).size > 1;
  return [head.join('\n'), ...feedback.items.map((item) => itemSection(item, feedback.version, labelled, feedback.audio !== null))].join('\n\n') + '\n';
}
