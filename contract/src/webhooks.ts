import { z } from 'zod';

/**
 * Project webhooks: JSON POSTs signed by the Standard Webhooks convention (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), delivered by durable jobs with retries for 24 hours.
 * `stage.started` and `stage.completed`: a review stage's round began, or reached its outcome
 * (`data.stage` is `{id, name, position}`; `data.outcome` is `approved` or `changes_requested`).
 * `version.compared`: every comparison of a new version with the previous one is settled;
 * `data.changes` has each variation's boxes, `data.threads` the open threads the review screen lists
 * on the new version (the feedback brief's), each with its marker `number`, `variation` and `change_state`.
 */
export const WEBHOOK_EVENTS = ['asset.created', 'version.created', 'comment.created', 'comment.resolved', 'status.changed', 'decision.made', 'asset.approved', 'link.comment', 'stage.started', 'stage.completed', 'version.compared'] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}.` });
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WEBHOOK_PRIVATE_REFUSED = 'Webhooks cannot be sent to private, loopback, link-local or metadata addresses.';
/** Hooks one project may have: each event fans out to every hook, so the count bounds a project's deliveries. */
export const WEBHOOKS_PER_PROJECT = 20;
export const WEBHOOK_LIMIT_REACHED = `A project can have at most ${WEBHOOKS_PER_PROJECT} webhooks. Delete one you no longer need first.`;
export const WEBHOOK_URL_TAKEN = 'This project already has a webhook to this URL. Edit that one to change its events.';

export const WebhookSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  active: z.boolean(),
  created_at: z.string(),
  /** Why it was switched off by the server (failing for 24 hours), or null. */
  disabled_reason: z.string().nullable(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

const UrlSchema = z
  .string({ error: 'Please give the URL.' })
  .trim()
  .max(2000, 'The URL is too long.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please give an http or https URL.');

const EventsSchema = z
  .array(WebhookEventSchema, { error: 'Please choose the events.' })
  .min(1, 'Please choose at least one event.')
  .refine((events) => new Set(events).size === events.length, 'Each event may be listed once.');

/** `POST /projects/{id}/webhooks`. */
export const CreateWebhookBodySchema = z.object({ url: UrlSchema, events: EventsSchema, active: z.boolean({ error: 'active must be true or false.' }).optional() });
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;
/** `PUT /webhooks/{id}`: what is left out stays. Turning a hook back on clears its failure. */
export const UpdateWebhookBodySchema = CreateWebhookBodySchema.partial();
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

/** The reply to `POST /projects/{id}/webhooks`: the only time the signing secret (`whsec_` + base64) is shown. */
export const CreatedWebhookReplySchema = z.object({ message: z.string(), data: WebhookSchema.extend({ secret: z.string() }) });
export type CreatedWebhookReply = z.infer<typeof CreatedWebhookReplySchema>;
export const WebhookReplySchema = z.object({ message: z.string(), data: WebhookSchema });
export const WebhookListReplySchema = z.object({ data: z.array(WebhookSchema) });
export type WebhookListReply = z.infer<typeof WebhookListReplySchema>;

/** One delivery of one event to one hook (its latest attempt), as the log shows it. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  event: WebhookEventSchema,
  /** `pending` (waiting for its next try), `delivered`, or `failed` (given up). */
  state: z.enum(['pending', 'delivered', 'failed']),
  /** The receiver's answer, or null when it did not answer (refused, timed out). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The start of the receiver's answer, or what went wrong. */
  response_excerpt: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
/** `GET /webhooks/{id}/deliveries`: the last 100, newest first. */
export const WebhookDeliveryListReplySchema = z.object({ data: z.array(WebhookDeliverySchema) });
export type WebhookDeliveryListReply = z.infer<typeof WebhookDeliveryListReplySchema>;
/** `POST /webhook-deliveries/{id}/redeliver`: the same event again, as a new delivery. */
export const WebhookDeliveryReplySchema = z.object({ message: z.string(), data: WebhookDeliverySchema });
