import type { FastifyInstance } from 'fastify';
import { isValidBlobKey, type BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { canUserReadBlob } from './repository.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
};

/** Avatars are public: their key is the SHA-256 of the picture, unguessable without the picture itself. */
const isPublic = (key: string) => key.startsWith('avatars/');

/**
 * `GET /files/<key>`: stored files by their relative path. Design files, thumbnails and previews go
 * only to users who can see a project holding them (404 otherwise). Keys are content-addressed, so
 * a key's bytes never change and may be cached for good.
 */
export default async function fileRoutes(app: FastifyInstance, { blobs, db }: { blobs: BlobStore; db: Db }) {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const extension = key.split('.').pop() ?? '';
    if (!isValidBlobKey(key) || !CONTENT_TYPES[extension]) throw notFound('File not found.');
    if (!isPublic(key)) {
      await app.authenticate(request);
      if (!(await canUserReadBlob(db, app.currentUser(request).id, key))) throw notFound('File not found.');
    }
    const blob = await blobs.get(key);
    if (!blob) throw notFound('File not found.');
    return reply
      .header('Content-Type', CONTENT_TYPES[extension])
      .header('Content-Length', blob.size)
      .header('Cache-Control', `${isPublic(key) ? 'public' : 'private'}, max-age=31536000, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(blob.stream);
  });
}
