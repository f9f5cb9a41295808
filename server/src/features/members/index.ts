import { defineFeature, route } from '../feature.ts';
import projects from '../projects/index.ts';
import memberRoutes, { memberEditRoutes } from './routes.ts';
import { createMembersService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { readMemberRole } from './member-role.ts';
export { addMember, hasPersonWithEmail, isMember, loadProjectMembers } from './memberships.ts';
export { presentDefaultRoles } from './present-default-roles.ts';

export default defineFeature({
  name: 'members',
  get needs() {
    return [projects];
  },
  build: ({ database, use, announce }) => {
    const members = createMembersService(database.db, { reader: use(projects).reader, announce });
    return {
      routes: [
        route(memberRoutes, { members }),
        route(memberEditRoutes, { members }),
        // The spec's separate client calls `/api/members/{id}` outside /api/v1.
        route(memberEditRoutes, { members }, '/api'),
      ],
    };
  },
});
