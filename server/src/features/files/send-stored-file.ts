import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../blob/blob-store.ts';

/** `attachment; filename*=` in RFC 5987 form, so any name (accents, quotes) survives. */
export const attachmentHeader = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Sends a stored file with the headers every user file gets: never sniffed, never run as a page of
 * the app's origin (sandboxed), cacheable for good (keys are content-addressed).
 */
export function sendStoredFile(
  reply: FastifyReply,
  blob: { stream: Readable; size: number },
  { type, isPublic = false, downloadAs, range, acceptsRanges = true }: { type: string; isPublic?: boolean; downloadAs?: string; range?: ByteRange | null; acceptsRanges?: boolean },
) {
  if (acceptsRanges) reply.header('Accept-Ranges', 'bytes');
  if (downloadAs !== undefined) reply.header('Content-Disposition', attachmentHeader(downloadAs));
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`);
  return reply
    .header('Content-Type', type)
    .header('Content-Length', range ? range.end - range.start + 1 : blob.size)
    .header('Cache-Control', `${isPublic ? 'public' : 'private'}, max-age=31536000, immutable`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .send(blob.stream);
}
