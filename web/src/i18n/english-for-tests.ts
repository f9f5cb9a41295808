import english from './messages/en/index.ts';
import { makeIntl } from './current-intl.ts';

/**
 * Unit tests run outside the app (no main.tsx): this makes English the current language, so code that
 * formats through `currentIntl()` says what the English interface says. Vitest hands the catalogs over
 * as strings; react-intl parses those itself.
 */
export function useEnglishInTests(): void {
  makeIntl('en', english as never);
}
