import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The catalogs (src/i18n/messages/<language>/*.json) as ICU syntax trees rather than strings: parsed
 * here, at build time, so the browser formats them without shipping or running the parser. A message
 * that does not parse fails the build, naming its id.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${id}: message ${key} is not valid ICU: ${(error as Error).message}`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
