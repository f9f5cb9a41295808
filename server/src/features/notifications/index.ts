import { serverSecret } from '../../db/server-secrets.ts';
import { defineFeature, route } from '../feature.ts';
import { createDigestSender, type DigestSender } from './digests.ts';
import { createNotificationListener } from './listeners.ts';
import notificationRoutes from './routes.ts';
import { createNotificationsService } from './service.ts';
import unsubscribeRoutes from './unsubscribe-routes.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

// What other features use of this one; the feature itself is the default export.
export { settingsOf } from './settings.ts';
export { framesMessage } from './frames-message.ts';

/** Digest windows close on the hour (in each user's zone, some on the half hour): a minute late at most. */
const DIGESTS_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Digest e-mails; tests send those due (`sendDue`) directly. */
    digests: DigestSender;
  }
}

export default defineFeature({
  name: 'notifications',
  needs: [],
  build: async ({ database, config, log, reads }) => {
    const mailContext = { publicUrl: config.publicUrl, tokens: createUnsubscribeTokens(await serverSecret(database.db, 'unsubscribe')) };
    const notifications = createNotificationsService(database.db, mailContext.tokens);
    const digests = createDigestSender(database.db, mailContext, log);
    return {
      listeners: [createNotificationListener(mailContext)],
      decorate: { digests },
      timers: [{ everyMs: DIGESTS_EVERY_MS, atStart: false, run: () => digests.sendDue(), failure: 'digest e-mails could not be prepared; trying again later' }],
      routes: [route(notificationRoutes, { notifications, reads }), route(unsubscribeRoutes, { notifications, defaultLocale: config.defaultLocale })],
    };
  },
});
