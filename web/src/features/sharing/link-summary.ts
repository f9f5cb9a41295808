import type { ShareLink } from '@review/contract/sharing';
import { formatDateTime, formatTimeAgo } from '../../lib/format.ts';

/** The settings a link has, in words, for its row in the Share dialog; empty for a plain link. */
export function describeLinkSettings(link: Pick<ShareLink, 'has_password' | 'expires_at' | 'allow_download' | 'allow_annotations' | 'allow_decisions'>, now: Date): string[] {
  const labels: string[] = [];
  if (link.has_password) labels.push('Password protected');
  if (link.expires_at) labels.push(Date.parse(link.expires_at) <= now.getTime() ? 'Expired' : `Expires ${formatDateTime(link.expires_at)}`);
  if (link.allow_download) labels.push('Downloads allowed');
  if (link.allow_annotations) labels.push('Drawing allowed');
  if (link.allow_decisions) labels.push('Decisions allowed');
  return labels;
}

/** How much the link was used: '3 views · last opened 2 h ago', or 'Not opened yet'. */
export function describeViews(link: Pick<ShareLink, 'view_count' | 'last_viewed_at'>, now: Date): string {
  if (link.view_count === 0) return 'Not opened yet';
  const views = `${link.view_count} ${link.view_count === 1 ? 'view' : 'views'}`;
  return link.last_viewed_at ? `${views} · last opened ${formatTimeAgo(link.last_viewed_at, now)}` : views;
}

/** Who made the link, or a stand-in once their account is gone. */
export function describeCreator(link: Pick<ShareLink, 'created_by'>): string {
  return link.created_by ? `${link.created_by.first_name} ${link.created_by.last_name}`.trim() : 'a former member';
}
