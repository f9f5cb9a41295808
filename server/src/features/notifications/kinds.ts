import type { NotificationKind } from '@review/contract/notifications';

/** How e-mails and the unsubscribe page name each kind, inside a sentence. */
export const KIND_PHRASES: Record<NotificationKind, string> = {
  mention: 'mentions of you',
  reply: 'replies to your comments',
  comment: 'comments on assets you created or review',
  review_requested: 'review requests',
  new_version: 'new versions of assets you review',
  decision: 'decisions on your assets',
  approved: 'approved assets',
  due: 'review due dates',
  invitation_accepted: 'accepted invitations',
  guest_comment: 'guest comments through your review links',
  webhook_disabled: 'webhooks switched off after failing',
};

/** How the unsubscribe page names the morning e-mail of reviews due (a setting of its own, not a kind). */
export const DUE_DIGEST_PHRASE = 'the morning e-mail of reviews due';
