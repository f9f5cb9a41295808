import { z } from 'zod';

/** What a notification tells about; each kind has its own delivery setting (`/notification-settings`). */
export const NOTIFICATION_KINDS = [
  'mention',
  'reply',
  'comment',
  'review_requested',
  'new_version',
  'decision',
  'approved',
  'due',
  'invitation_accepted',
  'guest_comment',
  'webhook_disabled',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * How a kind reaches the user: `in_app` the bell only; `email` the bell and an e-mail at once;
 * `digest` the bell and a line in the next digest e-mail; `off` nothing at all.
 */
export const DELIVERIES = ['in_app', 'email', 'digest', 'off'] as const;
export const DeliverySchema = z.enum(DELIVERIES);
export type Delivery = z.infer<typeof DeliverySchema>;

export const DIGEST_WINDOWS = ['hourly', 'daily'] as const;
export const DigestWindowSchema = z.enum(DIGEST_WINDOWS);
export type DigestWindow = z.infer<typeof DigestWindowSchema>;

/** Mentions, review requests and a webhook switched off are e-mailed at once; everything else waits for the daily digest. */
export const DEFAULT_DELIVERY: Record<NotificationKind, Delivery> = {
  mention: 'email',
  reply: 'digest',
  comment: 'digest',
  review_requested: 'email',
  new_version: 'digest',
  decision: 'digest',
  approved: 'digest',
  due: 'digest',
  invitation_accepted: 'digest',
  guest_comment: 'digest',
  webhook_disabled: 'email',
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const TimeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .trim()
  .min(1, 'Time zone is required')
  .max(64, 'Time zone is too long')
  .refine(isTimeZone, 'Unknown time zone: use a name such as Europe/Lisbon or UTC');

/** `GET /notification-settings` → `{data}`. */
export const NotificationSettingsSchema = z.object({
  kinds: z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, DeliverySchema])) as Record<NotificationKind, typeof DeliverySchema>),
  digest: DigestWindowSchema,
  /** The hour of the day, in `time_zone`, when the daily digest goes out. */
  digest_hour: z.number().int().min(0).max(23),
  /** An IANA name such as `Europe/Lisbon`. */
  time_zone: z.string(),
  /**
   * The morning e-mail of reviews due: at 07:00 in `time_zone`, the reviews waiting for your decision
   * whose stage is due within five days or was due up to two days ago. On unless turned off.
   */
  due_digest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const NotificationSettingsReplySchema = z.object({ data: NotificationSettingsSchema });
export type NotificationSettingsReply = z.infer<typeof NotificationSettingsReplySchema>;

/** `PUT /notification-settings`: any part of the settings; what is left out stays as it was. */
export const UpdateNotificationSettingsBodySchema = z
  .object({
    kinds: z
      .object(
        Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, z.enum(DELIVERIES, { error: `${kind} must be one of ${DELIVERIES.join(', ')}` }).optional()]),
        ) as Record<NotificationKind, z.ZodOptional<typeof DeliverySchema>>,
      )
      .strict(),
    digest: z.enum(DIGEST_WINDOWS, { error: 'Digest must be hourly or daily' }),
    digest_hour: z.number({ error: 'Digest hour must be a whole number from 0 to 23' }).int('Digest hour must be a whole number from 0 to 23').min(0, 'Digest hour must be a whole number from 0 to 23').max(23, 'Digest hour must be a whole number from 0 to 23'),
    time_zone: TimeZoneSchema,
    due_digest: z.boolean({ error: 'due_digest must be true or false' }),
  })
  .partial();
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBodySchema>;

export const UpdateNotificationSettingsReplySchema = z.object({ message: z.string(), data: NotificationSettingsSchema });
export type UpdateNotificationSettingsReply = z.infer<typeof UpdateNotificationSettingsReplySchema>;

/** Something that happened that concerns the user (spec: Notification). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** Null for notifications made before kinds existed. */
  kind: NotificationKindSchema.nullable(),
  /** The project it happened in; null when that is gone or unknown. */
  project: z.object({ id: z.number().int(), project_name: z.string() }).nullable(),
  data: z.object({
    /** A path relative to the app's host: the thumbnail of what it is about, or null. */
    file: z.string().nullable(),
    message: z.string(),
    /** Where to go: an app path such as `/asset/12?version=3&comment=40`. */
    link: z.string().nullable(),
    /** The member who acted; null for the app's own notices and for guests. */
    user: z.object({ first_name: z.string(), last_name: z.string(), avatar: z.string().nullable() }).nullable(),
    /** The guest who acted through a review link, when one did. */
    guest: z.object({ name: z.string() }).nullable(),
  }),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /notifications?unread=1&project=&cursor=&limit=`: unread first, then newest first. */
export const NotificationListQuerySchema = z.object({
  unread: z.enum(['0', '1', 'true', 'false'], { error: 'unread must be 1 or 0' }).optional(),
  project: z.coerce.number({ error: 'project must be a project id' }).int('project must be a project id').positive('project must be a project id').optional(),
  /** `next_cursor` of the page before. */
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number({ error: 'limit must be a number from 1 to 100' }).int().min(1, 'limit must be a number from 1 to 100').max(100, 'limit must be a number from 1 to 100').optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationListReplySchema = z.object({
  data: z.array(NotificationSchema),
  /** Unread notifications in all (whatever the filter). */
  unread: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationListReply = z.infer<typeof NotificationListReplySchema>;

/** `POST /notifications/read`: these notifications of the user, or all of them when `ids` is left out. */
export const MarkNotificationsReadBodySchema = z
  .object({ ids: z.array(z.number({ error: 'ids must be notification ids' }).int().positive(), { error: 'ids must be a list of notification ids' }).max(500, 'At most 500 ids at once').optional() })
  .nullish();
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;
