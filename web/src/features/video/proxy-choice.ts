import type { VideoProxy } from '@review/contract/media';

/** The proxy played unless the person picks another: 720p is sharp enough to review and light to stream. */
export const DEFAULT_PROXY_HEIGHT = 720;

/**
 * The proxy to play: the one of the height picked, else the tallest up to 720 px, else (a source
 * rendered only taller) the smallest. None until the first is rendered.
 */
export function proxyFor(proxies: readonly VideoProxy[], picked: number | null): VideoProxy | undefined {
  const exact = picked === null ? undefined : proxies.find((proxy) => proxy.height === picked);
  if (exact) return exact;
  const small = proxies.filter((proxy) => proxy.height <= DEFAULT_PROXY_HEIGHT);
  return small.length > 0 ? small.reduce((best, proxy) => (proxy.height > best.height ? proxy : best)) : proxies[0];
}

/** '720p'. */
export const qualityLabel = (height: number) => `${height}p`;
