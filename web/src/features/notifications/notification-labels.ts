import type { Delivery, DigestWindow, NotificationKind } from '@review/contract/notifications';

/** Each kind as the person receiving it would name it. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Mentions',
  reply: 'Replies to my comments',
  comment: 'Comments on assets I created or review',
  review_requested: 'Review requests',
  new_version: 'New versions of assets I review',
  decision: 'Decisions on my assets',
  approved: 'Assets approved',
  due: 'Due dates',
  invitation_accepted: 'Invitations accepted',
  guest_comment: 'Guest comments through my links',
  webhook_disabled: 'Webhooks switched off after failing',
};

export const DELIVERY_LABELS: Record<Delivery, string> = {
  in_app: 'In app',
  email: 'E-mail now',
  digest: 'E-mail digest',
  off: 'Off',
};

export const DIGEST_WINDOW_LABELS: Record<DigestWindow, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
};
