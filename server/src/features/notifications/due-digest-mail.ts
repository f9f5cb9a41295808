import type { Locale } from '@review/contract/locales';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import { dateLocale } from '../../i18n/dates.ts';
import { translate } from '../../i18n/messages.ts';
import { localeOf, unsubscribeParts, type MailContext, type Recipient } from './email.ts';

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
const dayLabel = (locale: Locale, day: string) => new Intl.DateTimeFormat(dateLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(dayOf(day));

/** When a review is due, counted from the recipient's day: "Due tomorrow (Wed 11 Mar)", "Overdue: was due 2 days ago (Sun 8 Mar)". */
export function describeDue(dueDate: string, today: string, locale: Locale): string {
  const days = Math.round((dayOf(dueDate).getTime() - dayOf(today).getTime()) / DAY_MS);
  const date = dayLabel(locale, dueDate);
  if (days < -1) return translate(locale, 'mail.due.overdueDays', { days: -days, date });
  if (days === -1) return translate(locale, 'mail.due.overdueYesterday', { date });
  if (days === 0) return translate(locale, 'mail.due.today', { date });
  return days === 1 ? translate(locale, 'mail.due.tomorrow', { date }) : translate(locale, 'mail.due.inDays', { days, date });
}

/** The morning e-mail of reviews due: soonest (most overdue) first, grouped by project. */
export function composeDueDigestMail(context: MailContext, to: Recipient, today: string, reviews: DueReview[]): OutgoingMail {
  const locale = localeOf(to);
  const sorted = [...reviews].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title));
  const projects = new Map<string, { title: string; stage: string | null; when: string; overdue: boolean; url: string }[]>();
  for (const review of sorted) {
    const list = projects.get(review.projectName) ?? [];
    projects.set(review.projectName, list);
    list.push({
      title: review.title,
      stage: review.stageName && translate(locale, 'mail.due.stage', { stage: review.stageName }),
      when: describeDue(review.dueDate, today, locale),
      overdue: review.dueDate < today,
      url: `${context.publicUrl}/asset/${review.assetId}?version=${review.versionId}`,
    });
  }
  const overdue = sorted.filter((review) => review.dueDate < today).length;
  const subject = translate(locale, overdue ? 'mail.due.subjectOverdue' : 'mail.due.subject', { count: sorted.length, overdue });
  const unsubscribe = unsubscribeParts(context, to.id, 'due_digest');
  const { html, text } = renderMail('due-digest', locale, {
    subject,
    headline: subject,
    projects: [...projects].map(([projectName, list]) => ({ project_name: projectName, reviews: list })),
    url: `${context.publicUrl}/`,
    open_label: translate(locale, 'mail.due.open'),
    reason: translate(locale, 'mail.due.reason'),
    settings_url: `${context.publicUrl}/profile#section-notifications`,
    unsubscribe_url: unsubscribe.url,
    unsubscribe_label: translate(locale, 'mail.due.unsubscribe'),
  });
  return { to: to.email, subject, text, html, headers: unsubscribe.headers };
}
