import Bowser from 'bowser';

const UNKNOWN_DEVICE = 'Unknown device';
/** An API client's own name ("curl/8.5.0") is shown when no browser is recognised; bounded for the layout. */
const MAX_CLIENT_NAME = 40;

/** "Chrome 156 on Linux": what a person recognises, without the version's minor parts. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name) {
    const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
    return os.name ? `${name} on ${os.name}` : name;
  }
  const client = userAgent.trim().split(/\s+/)[0]!.replace('/', ' ');
  return client.slice(0, MAX_CLIENT_NAME);
}
