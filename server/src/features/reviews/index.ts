import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import reviewRoutes from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { currentStage, loadReviewStates, presentReviewSummary, type AssetReviewState, type StageRound } from './load-reviews.ts';
export { createReviewRows } from './review-rows.ts';
export type { DecisionRow } from './rows.ts';
export { guestRefusal } from './decision-rule.ts';
export { latestDecisions, latestGuestDecisions, outcomeOf } from './outcome.ts';
export type { ReviewsService } from './service.ts';

/** Stages set to start at a time start within this; reminders are a day's matter. */
const TICK_EVERY_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Approval workflow; tests run its timer's work (`tick`) directly. */
    reviews: ReviewsService;
  }
}

export default defineFeature({
  name: 'reviews',
  get needs() {
    return [assets];
  },
  build: ({ database, announce, use }) => {
    const reviews = createReviewsService(database.db, { assets: use(assets).assets, announce });
    return {
      publishes: { reviews },
      listeners: [reviews.onEvent],
      decorate: { reviews },
      // Scheduled stage starts and deadline reminders are claimed in the database, so any number of instances may run them.
      timers: [{ everyMs: TICK_EVERY_MS, atStart: true, run: () => reviews.tick(), failure: 'review stages could not be started or reminders sent; trying again later' }],
      routes: [route(reviewRoutes, { reviews })],
    };
  },
});
