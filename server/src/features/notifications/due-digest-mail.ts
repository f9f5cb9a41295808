import type { OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import { unsubscribeParts, type MailContext, type Recipient } from './email.ts';
import { DUE_DIGEST_PHRASE } from './kinds.ts';

/** One review waiting for the recipient's decision, in a stage with a deadline. */
export interface DueReview {
  assetId: number;
  versionId: number;
  title: string;
  projectName: string;
  /** The stage's name when the review has several stages; null for a review of one stage. */
  stageName: string | null;
  /** The stage's deadline, `YYYY-MM-DD`. */
  dueDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** When a review is due, counted from the recipient's day: "Due tomorrow (Wed 11 Mar)", "Overdue: was due 2 days ago (Sun 8 Mar)". */
export function describeDue(dueDate: string, today: string): string {
  const days = Math.round((dayOf(dueDate).getTime() - dayOf(today).getTime()) / DAY_MS);
  const date = dayLabel.format(dayOf(dueDate));
  if (days < -1) return `Overdue: was due ${-days} days ago (${date})`;
  if (days === -1) return `Overdue: was due yesterday (${date})`;
  if (days === 0) return `Due today (${date})`;
  return days === 1 ? `Due tomorrow (${date})` : `Due in ${days} days (${date})`;
}

/** The morning e-mail of reviews due: soonest (most overdue) first, grouped by project. */
export function composeDueDigestMail(context: MailContext, to: Recipient, today: string, reviews: DueReview[]): OutgoingMail {
  const sorted = [...reviews].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title));
  const projects = new Map<string, { title: string; stage: string | null; when: string; overdue: boolean; url: string }[]>();
  for (const review of sorted) {
    const list = projects.get(review.projectName) ?? [];
    projects.set(review.projectName, list);
    list.push({
      title: review.title,
      stage: review.stageName && `${review.stageName} review`,
      when: describeDue(review.dueDate, today),
      overdue: review.dueDate < today,
      url: `${context.publicUrl}/asset/${review.assetId}?version=${review.versionId}`,
    });
  }
  const overdue = sorted.filter((review) => review.dueDate < today).length;
  const subject = `${sorted.length} ${sorted.length === 1 ? 'review waits' : 'reviews wait'} for your decision${overdue ? ` (${overdue} overdue)` : ''}`;
  const unsubscribe = unsubscribeParts(context, to.id, 'due_digest');
  const { html, text } = renderMail('due-digest', {
    subject,
    headline: subject,
    projects: [...projects].map(([projectName, list]) => ({ project_name: projectName, reviews: list })),
    url: `${context.publicUrl}/`,
    reason: 'You get this e-mail each morning when reviews waiting for your decision are due within five days or overdue.',
    settings_url: `${context.publicUrl}/profile#section-notifications`,
    unsubscribe_url: unsubscribe.url,
    unsubscribe_label: `Stop ${DUE_DIGEST_PHRASE}`,
  });
  return { to: to.email, subject, text, html, headers: unsubscribe.headers };
}
