import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { buildInfrastructure } from './app-infrastructure.ts';
import type { Config } from './config.ts';
import admin from './features/admin/index.ts';
import assets from './features/assets/index.ts';
import audit from './features/audit/index.ts';
import auth from './features/auth/index.ts';
import comments from './features/comments/index.ts';
import compare from './features/compare/index.ts';
import events from './features/events/index.ts';
import { API_PREFIX, registerFeatures } from './features/feature.ts';
import feedback from './features/feedback/index.ts';
import files from './features/files/index.ts';
import health from './features/health/index.ts';
import history from './features/history/index.ts';
import invitations from './features/invitations/index.ts';
import mcp from './features/mcp/index.ts';
import members from './features/members/index.ts';
import metrics from './features/metrics/index.ts';
import notifications from './features/notifications/index.ts';
import plans from './features/plans/index.ts';
import profile from './features/profile/index.ts';
import projectFiles from './features/project-files/index.ts';
import projects from './features/projects/index.ts';
import reports from './features/reports/index.ts';
import reviews from './features/reviews/index.ts';
import scim from './features/scim/index.ts';
import search from './features/search/index.ts';
import sessions from './features/sessions/index.ts';
import sharing from './features/sharing/index.ts';
import sso from './features/sso/index.ts';
import stageTemplates from './features/stage-templates/index.ts';
import tokens from './features/tokens/index.ts';
import video from './features/video/index.ts';
import banners from './features/banners/index.ts';
import websites from './features/websites/index.ts';
import tiles from './features/tiles/index.ts';
import webhooks from './features/webhooks/index.ts';
import { RequestLog } from './plugins/request-log.ts';
import { serveWebApp } from './plugins/web-app.ts';

export { API_PREFIX };
const WEB_DIST = path.resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/**
 * Every feature of the app, each one line. Domain-event listeners are subscribed in this order (they
 * run inside the announcing transaction); each feature is built after those it needs, wherever listed.
 */
const FEATURES = [
  health, auth, sso, profile, tokens, sessions, scim, notifications, assets, video, banners, projectFiles, projects, plans, events, metrics,
  sharing, webhooks, compare, reviews, comments, feedback, files, reports, history, search, members, invitations, stageTemplates,
  admin, audit, mcp, tiles,
  websites,
];

export interface BuildAppOptions {
  config: Config;
  /** Tests pass their own logger setting; the process entry passes pino options. */
  logger?: boolean | object;
  /** Serve the built web app from web/dist when it exists (off in API tests). */
  serveWeb?: boolean;
}

/** Builds the infrastructure and registers the features; never listens. Used by server.ts and by every test. */
export async function buildApp({ config, logger = false, serveWeb = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new RequestLog([`${API_PREFIX}/health`, `${API_PREFIX}/ready`]),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const infrastructure = await buildInfrastructure(app, config);
  const { timers } = await registerFeatures(infrastructure, FEATURES);
  app.decorate('featureTimers', timers);
  await serveWebApp(app, serveWeb ? WEB_DIST : null);
  return app;
}
