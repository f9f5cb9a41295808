import { z } from 'zod';

/** The one error shape every failed API call answers with, 4xx and 5xx alike; named, as the API document refers to it from every failure. */
export const ErrorReplySchema = z
  .object({
    /** Human-readable sentence, shown to the user as is. */
    message: z.string(),
    /** Short machine-readable code, e.g. `validation_failed`, `not_found`. */
    code: z.string().optional(),
    /** Field name → first message for that field, on validation failures. */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorReply', description: 'Every failure: `message` for people, `code` for programs, `errors` per field when fields are not valid.' });
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** Replies that only carry a sentence (logout, withdraw, ...). */
export const MessageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReplySchema>;
