import { serverSecret } from '../../db/server-secrets.ts';
import assets from '../assets/index.ts';
import auth from '../auth/index.ts';
import compare from '../compare/index.ts';
import events from '../events/index.ts';
import { defineFeature, route } from '../feature.ts';
import reviews from '../reviews/index.ts';
import { createGuestReviewService } from './guest-service.ts';
import { createGuestReplyListener } from './guest-replies.ts';
import { createLinkAccess } from './link-access.ts';
import linkReviewRoutes from './link-review-routes.ts';
import { createLinkResolver } from './open-link.ts';
import publicReviewRoutes from './public-routes.ts';
import sharingRoutes from './routes.ts';
import { createSharingService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export type { GuestReviewService } from './guest-service.ts';
export { guestActor } from './guest-actor.ts';
export type { GuestCookies, LinkResolver } from './open-link.ts';

export default defineFeature({
  name: 'sharing',
  get needs() {
    return [assets, auth, reviews, events, compare];
  },
  build: async ({ database, blobs, config, announce, use }) => {
    const linkAccess = createLinkAccess(await serverSecret(database.db, 'review-links'));
    const sharing = createSharingService(database.db, { assets: use(assets).assets, publicUrl: config.publicUrl, announce });
    const links = createLinkResolver(database.db, linkAccess);
    const guests = createGuestReviewService(database.db, { links, access: linkAccess, throttle: use(auth).throttle, announce, reviews: use(reviews).reviews, blobs });
    return {
      publishes: { guests, links },
      listeners: [createGuestReplyListener(config.publicUrl)],
      routes: [
        route(sharingRoutes, { sharing }),
        route(publicReviewRoutes, { guests, access: linkAccess, blobs, hub: use(events).hub, secureCookies: config.publicUrl.startsWith('https://') }),
        route(linkReviewRoutes, { links, changes: use(compare).changes, reviews: use(reviews).reviews }),
      ],
    };
  },
});
