import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('./templates/', import.meta.url);

/**
 * What a reader sees of a template besides its values: its placeholders, sections, tags (with their
 * attributes and styles) and entities taken out. Every word must come from the catalogs
 * (i18n/messages/), so nothing but punctuation may be left.
 */
const literalText = (template: string) =>
  template
    .replace(/\{\{\{?[^}]*\}?\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');

describe('e-mail templates', () => {
  const files = fs.readdirSync(DIR).filter((file) => /\.(html|txt)$/.test(file));

  it('are all checked', () => expect(files.length).toBeGreaterThanOrEqual(9));

  it.each(files)('%s holds no words of its own, only placeholders and markup', (file) => {
    const words = literalText(fs.readFileSync(new URL(file, DIR), 'utf8')).match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
    expect(words).toEqual([]);
  });
});
