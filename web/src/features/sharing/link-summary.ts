import { LOCALE_NAMES } from '@review/contract/locales';
import type { ShareLink } from '@review/contract/sharing';
import { currentIntl } from '../../i18n/index.ts';
import { formatDateTime, formatTimeAgo } from '../../lib/format.ts';

/** One setting as its badge says it; a link that has expired is no longer live, so its badge is quiet. */
export interface SettingLabel {
  text: string;
  isExpired: boolean;
}

type SummarisedLink = Pick<ShareLink, 'has_password' | 'expires_at' | 'allow_download' | 'allow_annotations' | 'allow_decisions' | 'locale'>;

/** The settings a link has, in words, for its row in the Share dialog; empty for a plain link. */
export function describeLinkSettings(link: SummarisedLink, now: Date): SettingLabel[] {
  const intl = currentIntl();
  const labels: SettingLabel[] = [];
  const add = (text: string, isExpired = false) => labels.push({ text, isExpired });
  if (link.has_password) add(intl.formatMessage({ id: 'review.link.passwordProtected' }));
  if (link.expires_at) {
    const hasExpired = Date.parse(link.expires_at) <= now.getTime();
    add(hasExpired ? intl.formatMessage({ id: 'review.link.expired' }) : intl.formatMessage({ id: 'review.link.expires' }, { date: formatDateTime(link.expires_at) }), hasExpired);
  }
  if (link.allow_download) add(intl.formatMessage({ id: 'review.link.downloads' }));
  if (link.allow_annotations) add(intl.formatMessage({ id: 'review.link.drawing' }));
  if (link.allow_decisions) add(intl.formatMessage({ id: 'review.link.decisions' }));
  // Each language named in itself, as the picker names it.
  if (link.locale) add(intl.formatMessage({ id: 'review.link.locale' }, { language: LOCALE_NAMES[link.locale] }));
  return labels;
}

/** How much the link was used: '3 views · last opened 2 h ago', or 'Not opened yet'. */
export function describeViews(link: Pick<ShareLink, 'view_count' | 'last_viewed_at'>, now: Date): string {
  const intl = currentIntl();
  if (link.view_count === 0) return intl.formatMessage({ id: 'review.link.notOpened' });
  if (!link.last_viewed_at) return intl.formatMessage({ id: 'review.link.views' }, { count: link.view_count });
  return intl.formatMessage({ id: 'review.link.viewsLastOpened' }, { count: link.view_count, ago: formatTimeAgo(link.last_viewed_at, now) });
}

/** Who made the link, or a stand-in once their account is gone. */
export function describeCreator(link: Pick<ShareLink, 'created_by'>): string {
  return link.created_by ? `${link.created_by.first_name} ${link.created_by.last_name}`.trim() : currentIntl().formatMessage({ id: 'review.link.formerMember' });
}
