import { z } from 'zod';

/** Something that happened that concerns the user (spec: Notification). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  data: z.object({
    /** A path relative to the app's host: the thumbnail of what it is about, or null. */
    file: z.string().nullable(),
    message: z.string(),
    /** Where to go: an app path such as `/asset/12`. */
    link: z.string().nullable(),
    user: z.object({ first_name: z.string(), avatar: z.string().nullable() }).nullable(),
  }),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListReplySchema = z.object({
  data: z.array(NotificationSchema),
  /** Unread notifications in all. */
  unread: z.number().int(),
});
export type NotificationListReply = z.infer<typeof NotificationListReplySchema>;
