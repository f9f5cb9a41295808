import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import projectFiles from '../project-files/index.ts';
import { createProjectReader } from './reader.ts';
import { listProjectRevisions } from './project-settings.ts';
import projectRoutes from './routes.ts';
import { createProjectsService } from './service.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export type { ProjectCleanup } from './deletion.ts';
export type { LoadProjectAssetStats, ProjectAssetStats, ProjectReader } from './reader.ts';
export { authorize, can, findVisibleProject } from './policy.ts';
export { forgetPersonInProject, setDefaultRoles, type ProjectRevisionRow } from './project-settings.ts';
export type { ProjectRow } from './rows.ts';

export default defineFeature({
  name: 'projects',
  get needs() {
    return [assets, projectFiles];
  },
  build: ({ database, blobs, config, log, reads, use }) => {
    const { loadAssetStats, projectCleanup } = use(assets);
    const reader = createProjectReader(database.db, { publicUrl: config.publicUrl, loadAssetStats });
    const projects = createProjectsService(database.db, { reader, blobs, cleanups: [projectCleanup, use(projectFiles).projectCleanup], log });
    return {
      publishes: { reader, listRevisions: (viewerId: number) => listProjectRevisions(database.db, viewerId) },
      routes: [route(projectRoutes, { projects, reads })],
    };
  },
});
