import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@review/contract/errors';
import { LOCALES } from '@review/contract/locales';
import { ERROR_CATALOGS } from './error-messages.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** What a sentence needs from the reply's params: each argument with its kind. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(element.value);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${TYPE[element.type]}`);
      for (const option of Object.values(element.options)) signature(option.value, into);
    }
  }
  return into;
}
const argumentsOf = (message: string) => [...signature(parse(message))].sort();

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the error codes', () => {
  it.each(LOCALES)('are all translated in %s, each with the arguments of the English', (locale) => {
    const catalog = ERROR_CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [code, english] of Object.entries(ERROR_CODES)) {
      expect(catalog[code as ErrorCode].trim(), `${locale} ${code}`).not.toBe('');
      expect(argumentsOf(catalog[code as ErrorCode]), `${locale} ${code}`).toEqual(argumentsOf(english));
    }
  });

  it.each(LOCALES)("read the same in the web's %s catalog, where each is errors.<code>", (locale) => {
    const web = JSON.parse(fs.readFileSync(path.join(root, `web/src/i18n/messages/${locale}/errors.json`), 'utf8')) as Record<string, string>;
    const codes = Object.fromEntries(Object.entries(web).filter(([id]) => !id.startsWith('errors.client.')).map(([id, sentence]) => [id.slice('errors.'.length), sentence]));
    expect(codes).toEqual(ERROR_CATALOGS[locale]);
  });

  it('are each thrown by the server or written by a contract schema, so the list holds no code nobody answers with', () => {
    const server = sourcesUnder(path.join(root, 'server/src')).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    const contract = sourcesUnder(path.join(root, 'contract/src')).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    const unused = Object.entries(ERROR_CODES).filter(([code, english]) => !server.includes(`'${code}'`) && !contract.includes(`'${english}'`));
    expect(unused.map(([code]) => code)).toEqual([]);
  });

  it('name every refusal the server throws: no helper is handed a sentence instead of a code', () => {
    const helper = /\b(?:badRequest|invalid|conflict|forbidden|notFound|payloadTooLarge|unauthorized|planLimitReached|unavailable)\(\s*(['"`])([^'"`]*)\1/g;
    const appError = /new AppError\(\s*\d+,\s*(['"`])([^'"`]*)\1/g;
    for (const file of sourcesUnder(path.join(root, 'server/src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of [...text.matchAll(helper), ...text.matchAll(appError)]) {
        expect(Object.hasOwn(ERROR_CODES, match[2]!), `${path.relative(root, file)}: ${match[0]}`).toBe(true);
      }
    }
  });
});
