import { z } from 'zod';

/**
 * `GET /api/v1/events` is a Server-Sent Events stream. It opens with a `ready` event (a client that
 * reconnects refreshes what it shows, since it may have missed changes), then sends a `project`
 * event each time something in a project the user can see changes, whoever changed it, and a `user`
 * event each time something of the user's own changes: a notification for them (new or read), a
 * project they own or were added to (or left), their plan.
 */
export const LIVE_EVENTS_PATH = '/events';

export const ProjectChangedEventSchema = z.object({
  project_id: z.number().int(),
  /** True when the user can no longer see the project (deleted, or they left or were removed). */
  removed: z.boolean(),
});
export type ProjectChangedEvent = z.infer<typeof ProjectChangedEventSchema>;

/** The user's notifications, project list or account changed: refresh them. */
export const UserChangedEventSchema = z.object({});
export type UserChangedEvent = z.infer<typeof UserChangedEventSchema>;
