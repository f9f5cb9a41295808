import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_PRIVATE_REFUSED } from '@review/contract/webhooks';
import { guardedLookup, hostOf, isPrivateAddress, lookupAll } from '../../net/outbound-guard.ts';

export class PrivateAddressError extends Error {
  constructor() {
    super(WEBHOOK_PRIVATE_REFUSED);
  }
}

/** Whether the URL's host can be used now: for a clear 422 when a hook is saved (the send checks again). */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const addresses = await lookupAll(hostOf(new URL(url)));
  if (addresses.some((entry) => isPrivateAddress(entry.address))) throw new PrivateAddressError();
}

/**
 * Starts an http(s) request to a URL a user gave, kept off private addresses unless `allowPrivate`.
 * A host name is resolved by `guardedLookup`, but Node connects to an IP literal without any lookup,
 * so a private literal is refused before a connection is opened; and the address the socket actually
 * reached is checked before a byte is written, whatever the path to it. A refusal comes as the
 * request's 'error', a `PrivateAddressError`.
 */
export function requestPublic(target: URL, options: RequestOptions, allowPrivate: boolean, onResponse: (res: IncomingMessage) => void): ClientRequest {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const host = hostOf(target);
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
    const refuse = () => {
      throw new PrivateAddressError();
    };
    // Without an agent, node's client emits what createConnection throws as the request's 'error'.
    return send(target, { ...options, agent: undefined, createConnection: refuse }, onResponse);
  }
  const req = send(target, { ...options, lookup: guardedLookup(allowPrivate, () => new PrivateAddressError()) }, onResponse);
  if (allowPrivate) return req;
  req.on('socket', (socket) => {
    const check = () => {
      if (isPrivateAddress(socket.remoteAddress ?? '')) socket.destroy(new PrivateAddressError());
    };
    // First among the 'connect' listeners: node's own write out the queued request.
    if (socket.connecting) socket.prependOnceListener('connect', check);
    else check();
  });
  return req;
}
