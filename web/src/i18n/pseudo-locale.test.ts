import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { pseudoMessages } from './pseudo-locale.ts';

const english = { greeting: parse('Hello {name}, see the README'), count: parse('{count, plural, one {# token} other {# tokens}}') };

function format(locale: 'en-XA' | 'ar-XB', id: keyof typeof english, values: Record<string, string | number>): string {
  const intl = createIntl({ locale, messages: pseudoMessages(locale, english) });
  return intl.formatMessage({ id }, values);
}

describe('pseudo-locales', () => {
  it('accent and lengthen each word of en-XA, so a long sentence still wraps between words', () => {
    expect(format('en-XA', 'greeting', { name: 'Ada' })).toBe('Ĥéĺĺö~~ Ada, šéé~ ţĥé~ ŘÉÀÐṀÉ~~');
    expect(format('en-XA', 'count', { count: 3 })).toBe('3 ţöķéñš~~');
  });

  it('keep the placeholders of ar-XB and reverse only the words', () => {
    expect(format('ar-XB', 'greeting', { name: 'Ada' })).toBe('\u202eHello \u202cAda\u202e, see the README\u202c');
  });
});
