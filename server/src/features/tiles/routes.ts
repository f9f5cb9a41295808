import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { BlobStore } from '../../blob/blob-store.ts';
import { blobKey } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { memberActor } from '../access/index.ts';
import { sightFor } from '../comments/index.ts';
import { canActorReadBlob, sendStoredFile } from '../files/index.ts';
import type { GuestReviewService } from '../sharing/index.ts';
import type { PackIndexes } from './pack-index.ts';
import { describePyramid } from './present-tiles.ts';
import { createTilesRepository } from './repository.ts';

/** `<pack digest>.dzi`, or a tile beside it: `<pack digest>_files/<level>/<column>_<row>.webp`. */
const DESCRIPTOR = /^([a-f0-9]{64})\.dzi$/;
const TILE = /^([a-f0-9]{64})_files\/(\d{1,2})\/(\d{1,6})_(\d{1,6})\.webp$/;

/**
 * `GET /tiles/*`: a pyramid's DeepZoom descriptor and tiles, under the same rules as the preview it
 * deepens, asked of its pack as `/files` asks of a rendering (files' `canActorReadBlob`: members who
 * see the project, a review link's holder with `?review={token}`; 404 to anyone else). Paths name the pack's digest, so they are
 * cached for good like every stored file.
 */
export default async function tileRoutes(app: FastifyInstance, { db, blobs, guests, indexes }: { db: Db; blobs: BlobStore; guests: GuestReviewService; indexes: PackIndexes }) {
  const repo = createTilesRepository(db);

  async function assertMayRead(request: FastifyRequest<{ Querystring: { review?: string } }>, key: string) {
    const { review } = request.query;
    if (typeof review === 'string' && review.length <= 200 && (await guests.guestMayRead(review, key, request.cookies))) return;
    await app.authenticate(request);
    const actor = memberActor(app.currentUser(request));
    if (!(await canActorReadBlob(db, actor, key, (assetIds) => sightFor(db, actor, assetIds)))) throw notFound('file_not_found');
  }

  app.get<{ Params: { '*': string }; Querystring: { review?: string } }>('/tiles/*', { config: { access: 'asset.read' }, schema: { hide: true } }, async (request, reply) => {
    const path = request.params['*'];
    const descriptor = DESCRIPTOR.exec(path);
    const tile = descriptor ? null : TILE.exec(path);
    const digest = descriptor?.[1] ?? tile?.[1];
    if (!digest) throw notFound('file_not_found');
    const key = blobKey('tiles', digest, 'bin');
    await assertMayRead(request, key);
    const details = await repo.findByPack(key);
    if (!details) throw notFound('file_not_found');
    if (descriptor) {
      const xml = Buffer.from(describePyramid(details));
      return sendStoredFile(reply, { stream: Readable.from([xml]), size: xml.length }, { type: 'application/xml', acceptsRanges: false });
    }
    const [, , level, column, row] = tile!;
    const range = await indexes.rangeOf(key, details, Number(level), Number(column), Number(row));
    const blob = range && (await blobs.get(key, range));
    if (!range || !blob) throw notFound('file_not_found');
    return sendStoredFile(reply, { stream: blob.stream, size: range.end - range.start + 1 }, { type: 'image/webp', acceptsRanges: false });
  });
}
