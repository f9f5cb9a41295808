import type { Feedback, FeedbackItem } from '@review/contract/feedback';

/** Text kept as it was written, quoted so its own Markdown (headings, lists) cannot break the brief's structure. */
const quote = (text: string) => (text.trim() ? text.trim().split('\n').map((line) => `> ${line}`).join('\n') : '> (no text)');

function itemSection(item: FeedbackItem): string {
  const where = item.box ? `x ${item.box.x}, y ${item.box.y}, ${item.box.width} × ${item.box.height} px` : 'no mark (about the whole design)';
  const lines = [`## ${item.number}. ${item.author}`, '', `- Page: ${item.page}`, `- Area: ${where}`];
  if (item.crop_url) lines.push(`- Crop: ${item.crop_url}`);
  lines.push(`- Open: ${item.link}`, '', quote(item.text));
  for (const reply of item.replies) lines.push('', `**Reply from ${reply.author}** (${reply.created_at}):`, '', quote(reply.text));
  return lines.join('\n');
}

/** The brief as Markdown: what a person or an agent reads to act on the open feedback, one section per thread. */
export function feedbackToMarkdown(feedback: Feedback): string {
  const size = feedback.width && feedback.height ? ` (${feedback.width} × ${feedback.height} px; areas are in these pixels)` : '';
  const head = [`# Open feedback: ${feedback.title}`, '', feedback.version === null ? 'No version uploaded yet.' : `Version ${feedback.version}${size}.`];
  const count = feedback.items.length;
  head.push('', count ? `${count} open ${count === 1 ? 'thread' : 'threads'}.` : 'No open feedback.');
  return [head.join('\n'), ...feedback.items.map(itemSection)].join('\n\n') + '\n';
}
