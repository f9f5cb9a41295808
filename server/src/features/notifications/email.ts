import type { Locale } from '@review/contract/locales';
import type { NotificationKind } from '@review/contract/notifications';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import { dateLocale } from '../../i18n/dates.ts';
import { readLocale } from '../../i18n/locale.ts';
import { intlOf, translate, write, type Message } from '../../i18n/messages.ts';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribe-token.ts';

export interface MailContext {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

export interface Recipient {
  id: number;
  email: string;
  /** The account's language (users.locale): the whole e-mail is written in it. */
  locale: string;
}

/** The recipient's language; a tag this server no longer offers reads as English. */
export const localeOf = (to: Recipient): Locale => readLocale(to.locale) ?? 'en';

/** Words every notification e-mail ends with, in the reader's language. */
const footer = (locale: Locale, context: MailContext) => ({ settings_url: `${context.publicUrl}/profile#section-notifications`, settings_label: translate(locale, 'mail.settings') });

/** How e-mails and the unsubscribe page name a kind inside a sentence. */
export const kindPhrase = (locale: Locale, kind: NotificationKind) => translate(locale, `mail.kind.${kind}`);

/** What an e-mail about one notification says. */
export interface NoticeMail {
  kind: NotificationKind;
  /** What happened and to what, without the project: the subject adds it. Written in each recipient's language. */
  headline: Message;
  projectName: string;
  assetTitle: string | null;
  quote: string | null;
  /** On a video: the frame or range a comment is about, with its timecode ('00:00:41:16 (frame 1000)'). */
  frames?: Message | string | null;
  /** App path of the exact place (asset, version, comment). */
  link: string;
  buttonLabel: Message;
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
  const locale = localeOf(to);
  const subject = translate(locale, 'mail.notice.subject', { headline: notice.headline, project: notice.projectName });
  const unsubscribe = unsubscribeParts(context, to.id, notice.kind);
  const topic = kindPhrase(locale, notice.kind);
  const { html, text } = renderMail('notification', locale, {
    subject,
    headline: write(locale, notice.headline),
    project_name: notice.projectName,
    asset_title: notice.assetTitle ?? notice.projectName,
    quote: notice.quote,
    frames: notice.frames ? translate(locale, 'mail.notice.frames', { frames: notice.frames }) : null,
    image_cid: notice.thumbnail ? THUMBNAIL_CID : null,
    url: `${context.publicUrl}${notice.link}`,
    button_label: write(locale, notice.buttonLabel),
    reason: translate(locale, 'mail.notice.reason', { topic }),
    ...footer(locale, context),
    unsubscribe_url: unsubscribe.url,
    unsubscribe_label: translate(locale, 'mail.notice.unsubscribe', { topic }),
  });
  return { to: to.email, subject, text, html, headers: unsubscribe.headers, images: notice.thumbnail ? [{ key: notice.thumbnail, cid: THUMBNAIL_CID, ...(notice.frame && { frame: notice.frame }) }] : [] };
}

export interface DigestLine {
  /** The bell's English words. */
  message: string;
  /** The same told as a message of the catalogs (JSON), null for rows older than languages. */
  digest_line: string | null;
  link: string | null;
  created_at: string;
  project_name: string | null;
  asset_title: string | null;
  asset_id: number | null;
}

/**
 * A digest's line in the reader's language. English keeps the bell's own words, which say a little
 * more (the version's number in full); the catalogs' line is what other languages can be given.
 */
const lineOf = (locale: Locale, line: DigestLine) => (locale === 'en' || line.digest_line === null ? line.message : write(locale, JSON.parse(line.digest_line) as Message));

/** One e-mail for a window: the lines grouped by project, then asset, oldest first. */
export function composeDigestMail(context: MailContext, to: Recipient & { timeZone: string }, window: 'hourly' | 'daily', lines: DigestLine[]): OutgoingMail {
  const locale = localeOf(to);
  const time = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: to.timeZone, dateStyle: window === 'daily' ? 'medium' : undefined, timeStyle: 'short' });
  const projects = new Map<string, Map<string, { title: string; url: string; items: { message: string; time: string }[] }>>();
  for (const line of lines) {
    const projectName = line.project_name ?? translate(locale, 'mail.digest.otherProject');
    let assets = projects.get(projectName);
    if (!assets) projects.set(projectName, (assets = new Map()));
    const assetKey = line.asset_id === null ? 'project' : `asset-${line.asset_id}`;
    let asset = assets.get(assetKey);
    if (!asset) {
      const path = line.asset_id === null ? (line.link ?? '/notifications') : `/asset/${line.asset_id}`;
      assets.set(assetKey, (asset = { title: line.asset_title ?? projectName, url: `${context.publicUrl}${path}`, items: [] }));
    }
    asset.items.push({ message: lineOf(locale, line), time: time.format(new Date(line.created_at)) });
  }
  const names = [...projects.keys()];
  const where = names.length <= 2 ? intlOf(locale).formatList(names, { type: 'conjunction' }) : translate(locale, 'mail.digest.manyProjects', { first: names[0]!, others: names.length - 1 });
  const subject = translate(locale, 'mail.digest.subject', { window, count: lines.length, where });
  const unsubscribe = unsubscribeParts(context, to.id, 'digest');
  const { html, text } = renderMail('digest', locale, {
    subject,
    headline: translate(locale, 'mail.digest.headline', { count: lines.length }),
    projects: [...projects].map(([projectName, assets]) => ({ project_name: projectName, assets: [...assets.values()] })),
    url: `${context.publicUrl}/notifications`,
    open_label: translate(locale, 'mail.digest.open'),
    reason: translate(locale, 'mail.digest.reason', { window }),
    ...footer(locale, context),
    unsubscribe_url: unsubscribe.url,
    unsubscribe_label: translate(locale, 'mail.digest.unsubscribe'),
  });
  return { to: to.email, subject, text, html, headers: unsubscribe.headers };
}
