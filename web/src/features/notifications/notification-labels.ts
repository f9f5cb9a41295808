import type { Delivery, DigestWindow, NotificationKind } from '@review/contract/notifications';
import { translatedLabels } from '../reviews/translated-labels.ts';

/** Each kind as the person receiving it would name it. */
export const KIND_LABELS = translatedLabels<NotificationKind>({
  mention: 'review.notificationSettings.kind.mention',
  reply: 'review.notificationSettings.kind.reply',
  comment: 'review.notificationSettings.kind.comment',
  review_requested: 'review.notificationSettings.kind.reviewRequested',
  new_version: 'review.notificationSettings.kind.newVersion',
  decision: 'review.notificationSettings.kind.decision',
  approved: 'review.notificationSettings.kind.approved',
  due: 'review.notificationSettings.kind.due',
  invitation_accepted: 'review.notificationSettings.kind.invitationAccepted',
  guest_comment: 'review.notificationSettings.kind.guestComment',
  webhook_disabled: 'review.notificationSettings.kind.webhookDisabled',
});

export const DELIVERY_LABELS = translatedLabels<Delivery>({
  in_app: 'review.notificationSettings.delivery.inApp',
  email: 'review.notificationSettings.delivery.email',
  digest: 'review.notificationSettings.delivery.digest',
  off: 'review.notificationSettings.delivery.off',
});

export const DIGEST_WINDOW_LABELS = translatedLabels<DigestWindow>({
  hourly: 'review.notificationSettings.digest.hourly',
  daily: 'review.notificationSettings.digest.daily',
});
