import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { grantIsValid } from './grant.ts';
import { createBannersRepository } from './repository.ts';
import type { BannerSettings } from './settings.ts';


/**
 * The banner runs as a page of its own that shares nothing with the app: `sandbox allow-scripts`
 * gives it an opaque origin (no cookies, no storage, no reaching the app's pages or API as the
 * viewer), its scripts may only load its own files, and only the app may frame it.
 */
const bannerPolicy = (appOrigin: string) =>
  [
    'sandbox allow-scripts',
    "default-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'",
    "form-action 'none'",
    `frame-ancestors 'self' ${appOrigin}`,
  ].join('; ');

/**
 * `GET /banners/{variation}/{key}/{path}`: a banner's files, at a path of their own. The key in the
 * path is the access (grant.ts): it is handed only to those who may see the variation, member or
 * link guest, in the variation's `media.banner.url`, and no cookie is read or set here. With
 * `BANNER_ORIGIN`, the app's origin sends the browser on to that one, so the banner's script runs
 * on an origin that is not the app's at all.
 */
export default async function bannerRoutes(app: FastifyInstance, { db, blobs, settings, publicUrl }: { db: Db; blobs: BlobStore; settings: BannerSettings; publicUrl: string }) {
  const repo = createBannersRepository(db);
  const bannerHost = settings.origin ? new URL(settings.origin).host : null;
  const policy = bannerPolicy(new URL(publicUrl).origin);

  app.get<{ Params: { variation: string; grant: string; '*': string } }>('/banners/:variation/:grant/*', { config: { access: 'signed-token' }, schema: { hide: true } }, async (request, reply) => {
    if (settings.origin && request.host !== bannerHost) return reply.redirect(`${settings.origin}${request.url}`, 302);
    const variationId = Number(request.params.variation);
    const filePath = request.params['*'];
    if (!Number.isSafeInteger(variationId) || variationId <= 0 || !filePath || filePath.length > 1000) throw notFound('banner_file_not_found');
    const banner = await repo.findBanner(variationId);
    if (!banner || !grantIsValid(request.params.grant, banner.secret, variationId)) throw notFound('banner_file_not_found');
    const file = await repo.findFile(variationId, filePath);
    const blob = file && (await blobs.get(file.blob_key));
    if (!file || !blob) throw notFound('banner_file_not_found');
    reply.removeHeader('x-frame-options');
    return reply
      .header('Content-Type', file.type)
      .header('Content-Length', blob.size)
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Security-Policy', policy)
      // The sandboxed page's origin is opaque, so its own files are cross-origin loads to the browser.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(blob.stream);
  });
}
