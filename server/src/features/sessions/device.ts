import Bowser from 'bowser';
import type { DeviceParts } from '@review/contract/sessions';

const UNKNOWN_DEVICE = 'Unknown device';
/** An API client's own name ("curl/8.5.0") is shown when no browser is recognised; bounded for the layout. */
const MAX_CLIENT_NAME = 40;
const NOTHING_KNOWN: DeviceParts = { browser: null, version: null, os: null };

/** The browser's name and major version and the system's name; an API client's name and version when no browser is recognised. */
export function deviceParts(userAgent: string | null): DeviceParts {
  if (!userAgent?.trim()) return NOTHING_KNOWN;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name) return { browser: browser.name, version: browser.version?.split('.')[0] || null, os: os.name || null };
  const [name, version] = userAgent.trim().split(/\s+/)[0]!.split(/\/(.*)/);
  return { browser: name!.slice(0, MAX_CLIENT_NAME), version: version?.slice(0, MAX_CLIENT_NAME) || null, os: null };
}

/** "Chrome 156 on Linux": what a person recognises, without the version's minor parts (English, for the API's `device`). */
export function describeDevice(userAgent: string | null): string {
  const { browser, version, os } = deviceParts(userAgent);
  if (!browser) return UNKNOWN_DEVICE;
  const name = [browser, version].filter(Boolean).join(' ');
  return os ? `${name} on ${os}` : name.slice(0, MAX_CLIENT_NAME);
}
