import path from 'node:path';
import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import { createCaptureJob } from './capture-job.ts';
import { createCredentialBox } from './credentials.ts';
import websiteRoutes from './routes.ts';
import { createWebsitesService } from './service.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export { presentWebsite } from './present-website.ts';
export type { CaptureSettings } from './settings.ts';

/**
 * Websites: an asset made by capturing a URL in headless Chromium at the project's breakpoints, one
 * variation each, by the capture-website job (the engine is capture/, run in the renderer process);
 * captured again as the next version. A project's breakpoints and hidden selectors are its settings.
 */
export default defineFeature({
  name: 'websites',
  get needs() {
    return [assets];
  },
  build: ({ database, blobs, config, renderer, use }) => {
    const { assets: assetsService, designRenderer } = use(assets);
    const box = createCredentialBox(database.db, config.captures.credentialsKey);
    const pngStore = { blobs, renderer: designRenderer, workDir: path.join(config.dataDir, 'rendering', 'websites'), videoMaxSeconds: config.videoMaxSeconds };
    const chromiumPath = config.banners.chromiumPath;
    const websites = createWebsitesService({ db: database.db, blobs, assets: assetsService, pngStore, box, chromiumPath });
    return {
      jobs: { 'capture-website': createCaptureJob({ db: database.db, blobs, renderer, pngStore, box, settings: config.captures, chromiumPath }) },
      routes: [route(websiteRoutes, { websites })],
    };
  },
});
