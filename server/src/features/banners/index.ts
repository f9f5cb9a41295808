import path from 'node:path';
import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import { createBannerChecks } from './checks-job.ts';
import { createBannerLimits } from './limits.ts';
import bannerLimitsRoutes from './limits-routes.ts';
import bannerRoutes from './routes.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export { presentBanner } from './present-banner.ts';
export type { BannerSettings } from './settings.ts';

/**
 * HTML5 banners: their files served sandboxed at a path of their own, their checks measured and their
 * animation recorded by the render-banner job (the upload, unpack, poster, measuring and recording
 * are assets' renderers), judged against the project's limits (`/projects/{id}/banner-limits`).
 */
export default defineFeature({
  name: 'banners',
  get needs() {
    return [assets];
  },
  build: ({ database, blobs, config, use }) => ({
    jobs: {
      'render-banner': createBannerChecks({ db: database.db, blobs, renderer: use(assets).designRenderer, workDir: path.join(config.dataDir, 'rendering', 'banners'), chromiumPath: config.banners.chromiumPath, recordSeconds: config.banners.recordSeconds }),
    },
    routes: [route(bannerRoutes, { db: database.db, blobs, settings: config.banners, publicUrl: config.publicUrl }, ''), route(bannerLimitsRoutes, { limits: createBannerLimits(database.db) })],
  }),
});
