import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import english from './messages/en/integrations.json';
import { pseudoMessages } from './pseudo-locale.ts';

const created = 'integrations.scim.row.createdBy';
const count = 'integrations.users.count';
const catalog = { [created]: parse(english[created]), [count]: parse(english[count]) };

function intlFor(locale: 'en-XA' | 'ar-XB') {
  return createIntl({ locale, messages: pseudoMessages(locale, catalog) });
}

describe('pseudo-locales', () => {
  it('accent and lengthen each word of en-XA, so a long sentence still wraps between words', () => {
    const intl = intlFor('en-XA');
    expect(intl.formatMessage({ id: created }, { date: 'Jul 01', person: 'Ada' })).toBe('Çŕéàţéđ~~~ Jul 01 ƀý~ Ada');
    expect(intl.formatMessage({ id: count }, { count: 3 })).toBe('3 àççöüñţš~~~');
  });

  it('keep the placeholders of ar-XB and reverse only the words', () => {
    expect(intlFor('ar-XB').formatMessage({ id: created }, { date: 'Jul 01', person: 'Ada' })).toBe('\u202eCreated \u202cJul 01\u202e by \u202cAda');
  });
});
