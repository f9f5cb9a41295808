import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Mustache from 'mustache';
import type { Locale } from '@review/contract/locales';
import { translate } from '../i18n/messages.ts';

/** Beside this file in the source; copied beside the bundle by scripts/build-server.mjs. */
const TEMPLATE_DIR = fileURLToPath(new URL('./templates/', import.meta.url));
const cache = new Map<string, string>();

function read(file: string): string {
  let template = cache.get(file);
  if (template === undefined) {
    template = fs.readFileSync(path.join(TEMPLATE_DIR, file), 'utf8');
    cache.set(file, template);
  }
  return template;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** What HTML needs, and no more: Mustache's default also turns `/` and `=` into entities, which garbles links in some mail programs' source views. */
const escapeHtml = (value: string) => String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * An e-mail's two bodies from `templates/<name>.html` (inside `layout.html`) and `<name>.txt`, in
 * the reader's `locale`: the templates hold markup and placeholders only, every word comes from the
 * catalogs (i18n/messages/) through `view` or the layout's own below. Values are escaped in the HTML
 * and left as they are in the text.
 */
export function renderMail(name: string, locale: Locale, view: object): { html: string; text: string } {
  const full = { lang: locale, brand: translate(locale, 'mail.brand'), settings_label: translate(locale, 'mail.settings'), ...view };
  const content = Mustache.render(read(`${name}.html`), full, {}, { escape: escapeHtml });
  return {
    html: Mustache.render(read('layout.html'), { ...full, content }, {}, { escape: escapeHtml }),
    text: Mustache.render(read(`${name}.txt`), full, {}, { escape: (value: string) => value }),
  };
}
