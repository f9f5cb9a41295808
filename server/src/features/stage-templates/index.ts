import { defineFeature, route } from '../feature.ts';
import stageTemplateRoutes from './routes.ts';
import { createStageTemplatesService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { normaliseStages } from './normalise-stages.ts';
export { defaultTemplateOf, findTemplate } from './asset-templates.ts';

export default defineFeature({
  name: 'stage-templates',
  needs: [],
  build: ({ database }) => ({ routes: [route(stageTemplateRoutes, { templates: createStageTemplatesService(database.db) })] }),
});
