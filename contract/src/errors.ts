import { z } from 'zod';
import ERROR_CODES from './error-codes.json' with { type: 'json' };

/**
 * Every refusal the API answers with, by its stable `code`: each one's English sentence as an ICU
 * message whose arguments the reply carries in `params`. The server formats `message` from it (in the
 * caller's language when a translation exists); the web formats its own sentence from `errors.<code>`.
 */
export { ERROR_CODES };
export type ErrorCode = keyof typeof ERROR_CODES;
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** The values an error's sentence names (a limit, a stage's name, a count), by their ICU argument. */
export const ErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof ErrorParamsSchema>;

/**
 * The code of a sentence the contract's schemas write themselves ('First name is required'): a
 * schema's refusal carries only its English text, so the server and the web translate it by that text.
 * Sentences with arguments are never a schema's literal text, so only the others are looked up.
 */
const CODE_OF_SENTENCE = new Map<string, ErrorCode>(
  (Object.entries(ERROR_CODES) as [ErrorCode, string][]).filter(([, sentence]) => !/[{}]/.test(sentence)).map(([code, sentence]) => [sentence.replace(/'</g, '<'), code]),
);
export const codeOfSentence = (sentence: string): ErrorCode | undefined => CODE_OF_SENTENCE.get(sentence);

/** The one error shape every failed API call answers with, 4xx and 5xx alike; named, as the API document refers to it from every failure. */
export const ErrorReplySchema = z
  .object({
    /** Human-readable sentence, shown to the user as is: in the language of `Accept-Language` when the server has it, else English. */
    message: z.string(),
    /** Stable machine-readable code, one per kind of refusal (ERROR_CODES), e.g. `stage_finished`, `link_password_wrong`. */
    code: z.string().optional(),
    /** The values the sentence names (`{ max: 200 }`), so a client can write the sentence of `code` in its own words. */
    params: ErrorParamsSchema.optional(),
    /** Field name → first message for that field, on validation failures. */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({
    id: 'ErrorReply',
    description: 'Every failure: `message` for people (in the language of `Accept-Language` where translated), `code` for programs, `params` for the values its sentence names, `errors` per field when fields are not valid.',
  });
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** Replies that only carry a sentence (logout, withdraw, ...). */
export const MessageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReplySchema>;
