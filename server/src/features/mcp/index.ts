import path from 'node:path';
import assets from '../assets/index.ts';
import comments from '../comments/index.ts';
import { defineFeature, route } from '../feature.ts';
import feedback from '../feedback/index.ts';
import projects from '../projects/index.ts';
import { createFileFetcher } from './fetch-file.ts';
import protectedResourceRoutes from './protected-resource.ts';
import mcpRoutes from './routes.ts';
import { createMcpService } from './service.ts';

export default defineFeature({
  name: 'mcp',
  get needs() {
    return [assets, comments, feedback, projects];
  },
  build: ({ database, config, use }) => {
    const mcp = createMcpService(database.db, {
      assets: use(assets).assets,
      comments: use(comments).comments,
      feedback: use(feedback).feedback,
      reader: use(projects).reader,
      tmpDir: path.join(config.dataDir, 'incoming'),
      maxUploadBytes: config.maxUploadBytes,
    });
    const fetchFile = createFileFetcher({ allowPrivate: config.webhookAllowPrivate, maxBytes: config.maxUploadBytes });
    return {
      routes: [
        route(mcpRoutes, { publicUrl: config.publicUrl, feedback: use(feedback).feedback, mcp, fetchFile }, '/api'),
        route(protectedResourceRoutes, { publicUrl: config.publicUrl }, ''),
      ],
    };
  },
});
