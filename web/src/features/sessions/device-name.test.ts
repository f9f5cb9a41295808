import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import german from '../../i18n/messages/de/account.json';
import { currentIntl, makeIntl } from '../../i18n/current-intl.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { deviceName, isOnlyNames } from './device-name.ts';

describe('deviceName', () => {
  beforeAll(useEnglishInTests);
  afterAll(useEnglishInTests);

  it.each([
    [{ browser: 'Chrome', version: '156', os: 'Linux' }, 'Chrome 156 on Linux'],
    [{ browser: 'curl', version: '8.5.0', os: null }, 'curl 8.5.0'],
    [{ browser: 'Safari', version: null, os: 'iOS' }, 'Safari on iOS'],
    [{ browser: null, version: null, os: null }, 'Unknown device'],
  ])('says %o in English as the API does', (parts, name) => {
    expect(deviceName(currentIntl(), parts)).toBe(name);
  });

  it('says it in the shown language, names as they are', () => {
    const intl = makeIntl('de', german as never);
    expect(deviceName(intl, { browser: 'Chrome', version: '156', os: 'Linux' })).toBe('Chrome 156 unter Linux');
    expect(deviceName(intl, { browser: null, version: null, os: null })).toBe('Unbekanntes Gerät');
  });

  it('tells a name made only of proper names (a client with no system) from one with words in it', () => {
    expect(isOnlyNames({ browser: 'Playwright', version: '1', os: null })).toBe(true);
    expect(isOnlyNames({ browser: 'Chrome', version: '156', os: 'Linux' })).toBe(false);
    expect(isOnlyNames({ browser: null, version: null, os: null })).toBe(false);
  });
});
