import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { usageError } from './errors.ts';

/** A command's arguments by node's own parser, strict: an unknown option or a missing value is a usage error (exit 3). */
export function parseCommandArgs<O extends ParseArgsOptionsConfig>(args: string[], options: O, allowPositionals = false) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error));
  }
}

/** The id an option names, such as `--asset 12`. */
export function parseId(option: string, text: string | undefined): number {
  if (text === undefined) throw usageError(`--${option} is required`);
  const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw usageError(`--${option} must be a positive whole number, not "${text}"`);
  return id;
}
