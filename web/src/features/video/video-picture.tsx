import { useCallback } from 'react';
import type { Media } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import { proxyFor } from './proxy-choice.ts';
import type { VideoTransport } from './video-transport.ts';

export interface VideoPictureProps {
  transport: VideoTransport;
  media: Media;
  /** The first frame (relative path): shown until the video has data, and alone until a proxy exists. */
  poster: string;
  /** Names the picture for screen readers. */
  label: string;
  /** The proxy height picked, or null for the default (720p). */
  quality: number | null;
  /** Added to file addresses (`?review={token}` on a review link). */
  fileQuery?: string;
}

/**
 * The video filling its stage (the stage has the video's display size at the zoom, so nothing is
 * letterboxed and the drawing overlay's pixels are the video's), bound to the transport that plays
 * and seeks it. Before the first proxy is rendered, the poster stands in.
 */
export function VideoPicture({ transport, media, poster, label, quality, fileQuery = '' }: VideoPictureProps) {
  const proxy = proxyFor(media.proxies, quality);
  const attach = useCallback((element: HTMLVideoElement | null) => (element ? transport.attach(element) : undefined), [transport]);
  const posterUrl = fileUrl(poster) + fileQuery;
  if (!proxy) return <img src={posterUrl} alt={label} draggable={false} className="absolute inset-0 size-full bg-black select-none" />;
  return <video ref={attach} src={fileUrl(proxy.url) + fileQuery} poster={posterUrl} preload="auto" playsInline aria-label={label} className="absolute inset-0 size-full bg-black" />;
}
