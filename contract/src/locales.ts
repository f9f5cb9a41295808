/** The interface languages, as BCP 47 tags. English is the source every other catalog is translated from. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Languages for testing the interface, never offered in a picker: `en-XA` lengthens and accents every
 * string (untranslated text and clipping show at once), `ar-XB` lays the page out right to left.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type UiLocale = Locale | PseudoLocale;

/** Each language named in itself, as a picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  ja: '日本語',
  'zh-CN': '简体中文',
};

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
export const isUiLocale = (value: unknown): value is UiLocale => isLocale(value) || (PSEUDO_LOCALES as readonly unknown[]).includes(value);

/** Scripts written right to left; the interface mirrors for them. */
export const isRightToLeft = (locale: string): boolean => /^(ar|he|fa|ur)(-|$)/i.test(locale);

/** The tags of an `Accept-Language` header, most wanted first (`*`, `q=0` and what is not a tag left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag) && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Chinese written in simplified characters: mainland China and Singapore, or said outright (`zh-Hans`). */
const SIMPLIFIED_CHINESE = /^zh(-hans)?(-(cn|sg|my))?$|^zh-hans-/;

/** One requested tag to one of our languages: the same tag, else the same language in another region. */
function closest(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  // Traditional Chinese readers (zh-TW, zh-HK, zh-Hant) are not offered simplified characters as theirs.
  if (language === 'zh') return SIMPLIFIED_CHINESE.test(lower) ? 'zh-CN' : undefined;
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
}

/**
 * The best of our languages for someone who reads `requested` (most wanted first): the first tag we
 * have, by language when not by region (`pt` and `pt-PT` read `pt-BR`, `de-AT` reads `de`);
 * `undefined` when none is close. Tags that are not BCP 47 are skipped rather than refused.
 */
export function negotiateLocale(requested: readonly string[]): Locale | undefined {
  for (const tag of requested) {
    let canonical: string | undefined;
    try {
      canonical = Intl.getCanonicalLocales(tag)[0];
    } catch {
      continue;
    }
    const found = canonical && closest(canonical);
    if (found) return found;
  }
  return undefined;
}
