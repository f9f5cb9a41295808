import type { IncomingMessage } from 'node:http';
import { invalid, payloadTooLarge, type AppError } from '../../errors.ts';
import { assertPublicUrl, PrivateAddressError, requestPublic } from '../webhooks/index.ts';

const TIMEOUT_MS = 30_000;

const refusal = (error: Error) => (error instanceof PrivateAddressError ? invalid('fetch_private_address') : invalid('fetch_failed', { reason: error.message }));

/**
 * Fetches a file an agent points at, under the webhooks' rules: no private, loopback, link-local or
 * metadata address (checked before, and again for the address the connection reaches, against DNS
 * rebinding), no redirects followed, at most `maxBytes`. Every failure is a 4xx that says why.
 */
export function createFileFetcher({ allowPrivate, maxBytes }: { allowPrivate: boolean; maxBytes: number }) {
  return async function fetchFile(url: string): Promise<Buffer> {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw invalid('fetch_url_scheme');
    await assertPublicUrl(url, allowPrivate).catch((error: Error) => {
      throw refusal(error);
    });
    return new Promise<Buffer>((resolve, reject) => {
      const fail = (error: AppError) => {
        req.destroy();
        reject(error);
      };
      const req = requestPublic(target, { method: 'GET', timeout: TIMEOUT_MS, headers: { 'user-agent': 'design-review-mcp/1' } }, allowPrivate, (res: IncomingMessage) => {
        if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) return fail(invalid(res.statusCode && res.statusCode < 400 ? 'fetch_redirect' : 'fetch_status', { status: res.statusCode ?? 'nothing' }));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(payloadTooLarge('fetch_too_large', { max: Math.round(maxBytes / 1024 / 1024) }));
          chunks.push(chunk);
        });
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', (error) => reject(invalid('fetch_read_failed', { reason: error.message })));
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => reject(refusal(error)));
      req.end();
    });
  };
}
