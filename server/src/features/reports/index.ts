import path from 'node:path';
import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import sharing from '../sharing/index.ts';
import video from '../video/index.ts';
import { createReportRenderer } from './report-renderer.ts';
import reportRoutes from './routes.ts';
import { createReportsService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { asSpreadsheetText } from './csv.ts';

export default defineFeature({
  name: 'reports',
  get needs() {
    return [assets, video, sharing];
  },
  build: ({ database, blobs, config, renderer, use, announce }) => {
    const reports = createReportsService(database.db, {
      assets: use(assets).assets,
      blobs,
      renderer: createReportRenderer(renderer, { timeoutMs: config.renderTimeoutMs }),
      frames: use(video).frames,
      links: use(sharing).links,
      workDir: path.join(config.dataDir, 'reports'),
      announce,
      defaultLocale: config.defaultLocale,
    });
    return { routes: [route(reportRoutes, { reports })] };
  },
});
