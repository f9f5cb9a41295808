import path from 'node:path';
import { defineFeature, route } from '../feature.ts';
import { createDesignRenderer } from './design-renderer.ts';
import { convertOfficeHandler, createOfficeConversion } from './office-conversion.ts';
import { createPageRendering } from './page-rendering.ts';
import { assetsProjectCleanup } from './project-cleanup.ts';
import { createProjectAssetStatsLoader } from './project-stats.ts';
import { renderPagesHandler } from './render-pages-job.ts';
import assetRoutes from './routes.ts';
import { createAssetsService } from './service.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export { createAssetRows } from './asset-rows.ts';
export { newestPageCount, newestThumbnail } from './newest-variation.ts';
export type { AssetRow, VariationRow } from './rows.ts';
export type { AudioProbe } from './renderers/audio/probe.ts';
export type { VideoProbe } from './renderers/video/probe.ts';
export type { BannerMeasures, BannerRun } from './renderers/banner/measure.ts';
export type { AssetsService } from './service.ts';
export { copyOriginal, readLocally } from './local-original.ts';
export { assertPageOf, findPageSize } from './pages.ts';
export { readStatus, variationLabel } from './labels.ts';
export { createAssetLimits } from './limits.ts';
export { designFileError, RenderFailure, type DesignRenderer, type VideoOutput } from './design-renderer.ts';
export { loadAssets, loadVersions } from './load-assets.ts';
export { storeDesignFile, blobKeysOf } from './stored-design.ts';
export type { GeneratedVariation } from './generated-versions.ts';
export { needsPyramid, tileOrdinal, type PyramidShape } from './renderers/tiles/pyramid-shape.ts';

export default defineFeature({
  name: 'assets',
  needs: [],
  build: ({ database, blobs, config, renderer, jobs, announce, reads }) => {
    const designRenderer = createDesignRenderer(renderer, { timeoutMs: config.renderTimeoutMs, pageTimeoutMs: config.pageRenderTimeoutMs });
    const pages = createPageRendering({ db: database.db, blobs, renderer: designRenderer, workDir: path.join(config.dataDir, 'rendering') });
    const conversion = createOfficeConversion({ db: database.db, blobs, renderer: designRenderer, pages, workDir: path.join(config.dataDir, 'rendering'), settings: config.office });
    const assets = createAssetsService(database.db, blobs, designRenderer, jobs, announce, { videoMaxSeconds: config.videoMaxSeconds, chromiumPath: config.banners.chromiumPath, office: config.office });
    return {
      publishes: { assets, designRenderer, loadAssetStats: createProjectAssetStatsLoader(database.db), projectCleanup: assetsProjectCleanup },
      jobs: { 'render-pages': renderPagesHandler(pages), 'convert-office': convertOfficeHandler(conversion) },
      routes: [route(assetRoutes, { assets, reads, dataDir: config.dataDir, maxUploadBytes: config.maxUploadBytes })],
    };
  },
});
