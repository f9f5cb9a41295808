import path from 'node:path';
import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import sharing from '../sharing/index.ts';
import { createPackIndexes } from './pack-index.ts';
import { planPyramids } from './plan-pyramids.ts';
import { createPyramidJob } from './pyramid-job.ts';
import tileRoutes from './routes.ts';

// What other features use of this one; the feature itself is the default export.
export { presentTiles } from './present-tiles.ts';

/**
 * Deep zoom: an image larger than its preview gets a tile pyramid after its upload (the make-pyramid
 * job; the renderer's work is assets' `renderers/tiles/`), served under `/tiles` with the preview's access.
 */
export default defineFeature({
  name: 'tiles',
  get needs() {
    return [assets, sharing];
  },
  build: ({ database, blobs, config, use }) => ({
    listeners: [planPyramids],
    jobs: { 'make-pyramid': createPyramidJob({ db: database.db, blobs, renderer: use(assets).designRenderer, workDir: path.join(config.dataDir, 'rendering', 'tiles') }) },
    routes: [route(tileRoutes, { db: database.db, blobs, guests: use(sharing).guests, indexes: createPackIndexes(blobs) }, '')],
  }),
});
