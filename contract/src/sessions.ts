import { z } from 'zod';

/**
 * The words-free parts of a user agent, for a screen that names the device in its reader's language
 * ("Chrome 156 on Linux", "Chrome 156 unter Linux"); browser and system names are proper names.
 */
export const DevicePartsSchema = z.object({
  /** The browser's name ("Chrome"), or an API client's own ("curl"); null when nothing is recognised. */
  browser: z.string().nullable(),
  /** The browser's major version ("156"), or an API client's whole one ("8.5.0"); null when unknown. */
  version: z.string().nullable(),
  /** The system's name ("Linux", "iOS"); null when unknown. */
  os: z.string().nullable(),
});
export type DeviceParts = z.infer<typeof DevicePartsSchema>;

/** One signed-in browser or API client of the user. */
export const SessionSchema = z.object({
  /** Opaque; names the session to end it, tells nothing about its token. */
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome 156 on Linux"; "Unknown device" without one. */
  device: z.string(),
  /** What `device` is made of, to say it in another language. */
  device_parts: DevicePartsSchema,
  /** The address of its latest use, as the server saw it. */
  ip: z.string().nullable(),
  /** When it was last used, to the minute. */
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** Live sessions, the current one first, then the most recently seen. */
export const SessionListReplySchema = z.object({ data: z.array(SessionSchema) });
export type SessionListReply = z.infer<typeof SessionListReplySchema>;

export const SessionParamsSchema = z.object({ id: z.string().max(64) });

export const SignOutOthersReplySchema = z.object({
  message: z.string(),
  data: z.object({
    /** How many sessions ended. */
    signed_out: z.number().int(),
  }),
});
export type SignOutOthersReply = z.infer<typeof SignOutOthersReplySchema>;
