import type { FastifyInstance } from 'fastify';
import { OFFICE_MIME_TYPES } from '@review/contract/office';
import { isValidBlobKey, type BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { notFound } from '../../errors.ts';
import { auditOf } from '../audit/index.ts';
import type { GuestReviewService } from '../sharing/index.ts';
import { byteRange } from './byte-range.ts';
import { downloadName } from './download-name.ts';
import { noteOriginalDownload } from './note-download.ts';
import { memberActor } from '../access/index.ts';
import { sightFor } from '../comments/index.ts';
import { canActorReadBlob } from './blob-access.ts';
import { originalFileName, referenceFileName } from './repository.ts';
import { sendStoredFile } from './send-stored-file.ts';

/** Types shown inline; everything else (project reference files) is only ever a download. */
export const INLINE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  // A video's proxies (and a WebM original), its waveform and frame times.
  webm: 'video/webm',
  json: 'application/json',
};

/**
 * Originals a browser would run or display as a page of its own (SVG can carry script, PDF has a
 * viewer with its own script engine): only ever saved, under the name they were uploaded with;
 * people see their renderings.
 */
export const DOWNLOAD_ONLY_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  // Video originals are played through their proxies: the original is what was uploaded, kept to download.
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  // Office originals: reviewed as the PDF pages they were converted to.
  ...Object.fromEntries(Object.entries(OFFICE_MIME_TYPES)),
};

/** Avatars are public: their key is the SHA-256 of the picture, unguessable without the picture itself. */
const isPublic = (key: string) => key.startsWith('avatars/');
const isReferenceFile = (key: string) => key.startsWith('project-files/');

/**
 * `GET /files/<key>`: stored files by their relative path. Design files, renderings, attachments and
 * reference files go only to users who can see a project holding them, or to the holder of a review
 * link for the files it shows (404 otherwise). Keys are
 * content-addressed, so a key's bytes never change and may be cached for good. `?download=1` saves.
 */
export default async function fileRoutes(app: FastifyInstance, { blobs, db, announce, guests }: { blobs: BlobStore; db: Db; announce: Announce; guests: GuestReviewService }) {
  app.get<{ Params: { '*': string }; Querystring: { download?: string; review?: string } }>('/files/*', { config: { access: ['asset.read', 'project.view'] }, schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const extension = key.split('.').pop() ?? '';
    const inlineType = INLINE_TYPES[extension];
    const downloadOnlyType = DOWNLOAD_ONLY_TYPES[extension];
    if (!isValidBlobKey(key) || (!inlineType && !downloadOnlyType && !isReferenceFile(key))) throw notFound('file_not_found');
    const { review } = request.query;
    // A review link's holder loads the asset's renderings and attachments with `?review={token}`.
    const isGuestOfLink = async () => typeof review === 'string' && review.length <= 200 && (await guests.guestMayRead(review, key, request.cookies));
    if (!isPublic(key) && !(await isGuestOfLink())) {
      await app.authenticate(request);
      const actor = memberActor(app.currentUser(request));
      if (!(await canActorReadBlob(db, actor, key, (assetIds) => sightFor(db, actor, assetIds)))) throw notFound('file_not_found');
    }
    const size = request.headers.range ? await blobs.size(key) : null;
    const range = size === null ? null : byteRange(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send({ message: 'The range asked for is past the end of the file.' });
    const blob = await blobs.get(key, range ?? undefined);
    if (!blob) throw notFound('file_not_found');

    let downloadAs: string | undefined;
    if (isReferenceFile(key)) {
      downloadAs = (await referenceFileName(db, key)) ?? key.split('/').pop() ?? 'file';
    } else if (downloadOnlyType || request.query.download) {
      const stored = await originalFileName(db, key);
      downloadAs = stored ? downloadName(stored, extension) : (key.split('/').pop() ?? 'file');
      // A member saving an original is audited once per download, not per later byte range of it.
      if (stored && request.user && (!range || range.start === 0)) await noteOriginalDownload(db, announce, request.user, key, auditOf(request));
    }
    return sendStoredFile(reply, blob, { type: isReferenceFile(key) ? 'application/octet-stream' : (inlineType ?? downloadOnlyType)!, isPublic: isPublic(key), downloadAs, range });
  });
}
