import { defineFeature, route } from '../feature.ts';
import { projectFilesCleanup } from './project-cleanup.ts';
import projectFileRoutes from './routes.ts';
import { createProjectFilesService } from './service.ts';

export default defineFeature({
  name: 'project-files',
  needs: [],
  build: ({ database, blobs, config }) => ({
    publishes: { projectCleanup: projectFilesCleanup },
    routes: [route(projectFileRoutes, { files: createProjectFilesService(database.db, blobs), dataDir: config.dataDir, maxUploadBytes: config.maxUploadBytes })],
  }),
});
