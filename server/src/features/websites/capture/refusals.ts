/** The sentences a person reads when a capture cannot be made. */

export const notAWebAddress = (url: string) => `Only http and https pages can be captured; ${JSON.stringify(url.slice(0, 200))} is not one.`;

const PRIVATE = 'a private address (this server, its network, link-local or cloud metadata), which captures may not reach; an operator can allow a staging host with CAPTURE_ALLOW_HOSTS';

export const privateDestination = (url: string) => `${url} is on ${PRIVATE}.`;

export const ledToPrivate = (url: string) => `The page sent the capture on to ${url}, ${PRIVATE}.`;

export const unknownHost = (host: string) => `The host ${host} could not be found.`;

export const didNotLoad = (timeoutMs: number) => `The page did not finish loading within ${Math.round(timeoutMs / 1000)} seconds, so it was not captured.`;

export const unreachable = (url: string, error: string) => `The page at ${url} could not be opened (${error}).`;

export const isADownload = (url: string) => `${url} starts a download rather than showing a page, so there is nothing to capture.`;

export const needsCredentials = (given: boolean) =>
  given ? 'The site did not accept the user name and password (401 Unauthorized).' : 'The site asks for a user name and password (401 Unauthorized): add them to the website.';

export const leftTheWeb = (url: string) => `The page moved to ${JSON.stringify(url.slice(0, 200))}; captures open only http and https pages.`;

export const tookTooLong = (limitMs: number) => `The capture took longer than ${Math.round(limitMs / 1000)} seconds and was stopped.`;
