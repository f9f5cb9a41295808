import type { IntlShape } from 'react-intl';
import type { DeviceParts } from '@review/contract/sessions';

/**
 * "Chrome 156 on Linux" in the shown language, from the parts the API reads off the user agent (its
 * `device` is English); browser, client and system names are proper names and stay as they are.
 */
export function deviceName(intl: Pick<IntlShape, 'formatMessage'>, { browser, version, os }: DeviceParts): string {
  if (!browser) return intl.formatMessage({ id: 'account.sessions.unknownDevice' });
  const named = version ? `${browser} ${version}` : browser;
  return os ? intl.formatMessage({ id: 'account.sessions.browserOnSystem' }, { browser: named, os }) : named;
}

/** Whether the name is only proper names ("Playwright 1", a client with no system named): nothing in it to translate, which `translate="no"` tells browsers. */
export const isOnlyNames = ({ browser, os }: DeviceParts): boolean => Boolean(browser) && !os;
