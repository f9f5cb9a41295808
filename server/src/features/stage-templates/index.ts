import { defineFeature, route } from '../feature.ts';
import stageTemplateRoutes from './routes.ts';
import { createStageTemplatesService } from './service.ts';

export default defineFeature({
  name: 'stage-templates',
  needs: [],
  build: ({ database }) => ({ routes: [route(stageTemplateRoutes, { templates: createStageTemplatesService(database.db) })] }),
});
