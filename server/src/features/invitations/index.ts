import { defineFeature, route } from '../feature.ts';
import projects from '../projects/index.ts';
import invitationRoutes from './routes.ts';
import { createInvitationsService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { forgetAcceptedInvitation, loadProjectInvitations } from './project-invitations.ts';

export default defineFeature({
  name: 'invitations',
  get needs() {
    return [projects];
  },
  build: ({ database, config, announce, use }) => ({
    routes: [route(invitationRoutes, { invitations: createInvitationsService(database.db, { publicUrl: config.publicUrl, announce }), reader: use(projects).reader })],
  }),
});
