import { PrivateAddressError, requestPublic } from './safe-url.ts';

/** A receiver gets this long to answer; then the attempt counts as failed. */
const TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;

export interface SendResult {
  /** Null when no answer came (refused, timed out, a private address). */
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer, or what went wrong. */
  excerpt: string;
  /** The address was refused as private (`excerpt` says so): nothing was sent. */
  refused: boolean;
}

/**
 * POSTs one signed payload. Redirects are not followed (node's client never does): a receiver that
 * moved must be edited, not chased to wherever it points. Only the first kilobyte of the answer is kept.
 */
export function sendWebhook(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const req = requestPublic(
      new URL(url),
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'design-review-webhooks/1' },
        timeout: TIMEOUT_MS,
      },
      allowPrivate,
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < EXCERPT_BYTES) chunks.push(chunk.subarray(0, EXCERPT_BYTES - kept));
          kept += chunk.length;
        });
        res.on('end', () => resolve({ statusCode: res.statusCode ?? null, durationMs: elapsed(), excerpt: Buffer.concat(chunks).toString('utf8'), refused: false }));
        res.on('error', (error) => resolve({ statusCode: res.statusCode ?? null, durationMs: elapsed(), excerpt: error.message, refused: false }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s.`)));
    req.on('error', (error) => resolve({ statusCode: null, durationMs: elapsed(), excerpt: error.message, refused: error instanceof PrivateAddressError }));
    req.end(body);
  });
}
