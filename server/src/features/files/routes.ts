import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../blob/blob-store.ts';
import { notFound } from '../../errors.ts';

const AVATAR_KEY = /^avatars\/[a-f0-9]{64}\.webp$/;

/**
 * `GET /files/<key>`: stored files by their relative path. Avatars are public (their key is the
 * SHA-256 of the image, unguessable without the image itself); content-addressed keys never change.
 */
export default async function fileRoutes(app: FastifyInstance, { blobs }: { blobs: BlobStore }) {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!AVATAR_KEY.test(key)) throw notFound('File not found.');
    const blob = await blobs.get(key);
    if (!blob) throw notFound('File not found.');
    return reply
      .header('Content-Type', 'image/webp')
      .header('Content-Length', blob.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(blob.stream);
  });
}
