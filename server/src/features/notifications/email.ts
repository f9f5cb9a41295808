import type { NotificationKind } from '@review/contract/notifications';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import { KIND_PHRASES } from './kinds.ts';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribe-token.ts';

export interface MailContext {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

export interface Recipient {
  id: number;
  email: string;
}

/** What an e-mail about one notification says. */
export interface NoticeMail {
  kind: NotificationKind;
  /** What happened and to what, without the project: the subject adds it. */
  headline: string;
  projectName: string;
  assetTitle: string | null;
  quote: string | null;
  /** On a video: the frame or range a comment is about, with its timecode ('00:00:41:16 (frame 1000)'). */
  frames?: string | null;
  /** App path of the exact place (asset, version, comment). */
  link: string;
  buttonLabel: string;
  /** Blob key of the thumbnail shown in the mail. */
  thumbnail: string | null;
  /** On a video: the frame the mail shows instead of the thumbnail. */
  frame?: { variation_id: number; frame: number } | null;
}

/** RFC 8058: the one-click link a mail program offers as "Unsubscribe", posting without a login. */
export function unsubscribeParts(context: MailContext, userId: number, scope: UnsubscribeScope) {
  const url = `${context.publicUrl}/api/v1/unsubscribe/${context.tokens.create(userId, scope)}`;
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

const THUMBNAIL_CID = 'thumbnail@design-review';

export function composeNoticeMail(context: MailContext, to: Recipient, notice: NoticeMail): OutgoingMail {
  const subject = `${notice.headline} — ${notice.projectName}`;
  const unsubscribe = unsubscribeParts(context, to.id, notice.kind);
  const { html, text } = renderMail('notification', {
    subject,
    headline: notice.headline,
    project_name: notice.projectName,
    asset_title: notice.assetTitle ?? notice.projectName,
    quote: notice.quote,
    frames: notice.frames ?? null,
    image_cid: notice.thumbnail ? THUMBNAIL_CID : null,
    url: `${context.publicUrl}${notice.link}`,
    button_label: notice.buttonLabel,
    reason: `You get this e-mail because you chose to be e-mailed at once about ${KIND_PHRASES[notice.kind]}.`,
    settings_url: `${context.publicUrl}/profile#section-notifications`,
    unsubscribe_url: unsubscribe.url,
    unsubscribe_label: `Stop e-mails about ${KIND_PHRASES[notice.kind]}`,
  });
  return { to: to.email, subject, text, html, headers: unsubscribe.headers, images: notice.thumbnail ? [{ key: notice.thumbnail, cid: THUMBNAIL_CID, ...(notice.frame && { frame: notice.frame }) }] : [] };
}

export interface DigestLine {
  message: string;
  link: string | null;
  created_at: string;
  project_name: string | null;
  asset_title: string | null;
  asset_id: number | null;
}

/** One e-mail for a window: the lines grouped by project, then asset, oldest first. */
export function composeDigestMail(context: MailContext, to: Recipient & { timeZone: string }, window: 'hourly' | 'daily', lines: DigestLine[]): OutgoingMail {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: to.timeZone, dateStyle: window === 'daily' ? 'medium' : undefined, timeStyle: 'short' });
  const projects = new Map<string, Map<string, { title: string; url: string; items: { message: string; time: string }[] }>>();
  for (const line of lines) {
    const projectName = line.project_name ?? 'Other';
    let assets = projects.get(projectName);
    if (!assets) projects.set(projectName, (assets = new Map()));
    const assetKey = line.asset_id === null ? 'project' : `asset-${line.asset_id}`;
    let asset = assets.get(assetKey);
    if (!asset) {
      const path = line.asset_id === null ? (line.link ?? '/notifications') : `/asset/${line.asset_id}`;
      assets.set(assetKey, (asset = { title: line.asset_title ?? projectName, url: `${context.publicUrl}${path}`, items: [] }));
    }
    asset.items.push({ message: line.message, time: time.format(new Date(line.created_at)) });
  }
  const names = [...projects.keys()];
  const count = `${lines.length} ${lines.length === 1 ? 'update' : 'updates'}`;
  const where = names.length <= 2 ? names.join(' and ') : `${names[0]} and ${names.length - 1} other projects`;
  const subject = `${window === 'daily' ? 'Your daily digest' : 'Your hourly digest'}: ${count} in ${where}`;
  const unsubscribe = unsubscribeParts(context, to.id, 'digest');
  const { html, text } = renderMail('digest', {
    subject,
    headline: `${count} since your last digest`,
    projects: [...projects].map(([projectName, assets]) => ({ project_name: projectName, assets: [...assets.values()] })),
    url: `${context.publicUrl}/notifications`,
    reason: `You get this ${window} digest for the kinds of notification you chose to receive as a digest.`,
    settings_url: `${context.publicUrl}/profile#section-notifications`,
    unsubscribe_url: unsubscribe.url,
    unsubscribe_label: 'Stop digest e-mails',
  });
  return { to: to.email, subject, text, html, headers: unsubscribe.headers };
}
