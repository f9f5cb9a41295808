import type { z } from 'zod';

export const NAME_CONTROL_CHARACTERS = 'Names cannot contain line breaks or control characters.';

/**
 * Unicode's control characters (Cc: tab, line feed, carriage return, NEL and the rest) and the line
 * and paragraph separators. Quoted in a text made of lines (the feedback brief an agent reads), any
 * of them could start a line that looks like the text's own structure.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTER.source}+`, 'gu');

/** Every run of control characters and line separators as one space: a name kept on the line it is written into. */
export const oneLine = (text: string) => text.replace(CONTROL_RUNS, ' ');

/** A name's schema that also refuses control characters and line breaks. */
export const withoutControlCharacters = (schema: z.ZodString) => schema.refine((value) => !CONTROL_CHARACTER.test(value), NAME_CONTROL_CHARACTERS);
