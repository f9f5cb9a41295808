import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseAcceptLanguage } from '@review/contract/locales';

describe('parseAcceptLanguage', () => {
  it('orders the tags by weight, then as written, and leaves out q=0 and *', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, ja;q=0')).toEqual(['fr-CH', 'de', 'fr', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';;,q=,')).toEqual([]);
  });
});

describe('negotiateLocale', () => {
  const negotiate = (header: string) => negotiateLocale(parseAcceptLanguage(header));

  it('takes the first language we have, by region when it can, else by language', () => {
    expect(negotiate('de-AT,en;q=0.8')).toBe('de');
    expect(negotiate('ru, pt-PT;q=0.5')).toBe('pt-BR');
    expect(negotiate('EN-gb')).toBe('en');
    expect(negotiate('ja-JP')).toBe('ja');
  });

  it('gives simplified Chinese to its readers only', () => {
    expect(negotiate('zh')).toBe('zh-CN');
    expect(negotiate('zh-SG')).toBe('zh-CN');
    expect(negotiate('zh-Hans-HK')).toBe('zh-CN');
    expect(negotiate('zh-TW')).toBeUndefined();
    expect(negotiate('zh-Hant, fr;q=0.3')).toBe('fr');
  });

  it('skips what is not a language tag, and answers nothing when nothing is close', () => {
    expect(negotiate('not a tag!, it')).toBe('it');
    expect(negotiate('ru, ko')).toBeUndefined();
  });
});
