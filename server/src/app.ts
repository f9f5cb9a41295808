import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BlobStore } from './blob/blob-store.ts';
import { createDiskBlobStore } from './blob/disk-blob-store.ts';
import { createS3BlobStore } from './blob/s3-blob-store.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { swaggerOptions } from './openapi/document.ts';
import { SCIM_BASE_PATH } from '@review/contract/scim';
import authRoutes from './features/auth/routes.ts';
import { createPasswordRule } from './features/sso/password-rule.ts';
import ssoRoutes from './features/sso/routes.ts';
import { createSsoService } from './features/sso/service.ts';
import adminRoutes from './features/admin/routes.ts';
import { createAdminService } from './features/admin/service.ts';
import auditRoutes from './features/audit/routes.ts';
import { createAuditRetention, type AuditRetention } from './features/audit/retention.ts';
import { createAuditService } from './features/audit/service.ts';
import { createPasswordResetService } from './features/auth/password-reset.ts';
import { createAuthService } from './features/auth/service.ts';
import { createThrottle } from './features/auth/throttle.ts';
import { assetsProjectCleanup } from './features/assets/project-cleanup.ts';
import { createProjectAssetStatsLoader } from './features/assets/project-stats.ts';
import { createDesignRenderer } from './features/assets/design-renderer.ts';
import { createRenderer } from './renderer/renderer.ts';
import { createPageRendering } from './features/assets/page-rendering.ts';
import assetRoutes from './features/assets/routes.ts';
import { createAssetsService } from './features/assets/service.ts';
import commentRoutes from './features/comments/routes.ts';
import { createLiveHub, type LiveHub } from './features/events/hub.ts';
import { createNotifyListener, type NotifyListener } from './features/events/notify-listener.ts';
import { createLiveEventsRepository } from './features/events/repository.ts';
import liveEventRoutes from './features/events/routes.ts';
import { createCommentsService } from './features/comments/service.ts';
import feedbackRoutes from './features/feedback/routes.ts';
import videoRoutes from './features/video/routes.ts';
import { createFrameImages } from './features/video/frame-images.ts';
import changesRoutes from './features/compare/routes.ts';
import { createVariationComparison } from './features/compare/compare-variation.ts';
import { createPageComparer } from './features/compare/page-comparer.ts';
import { planComparisons } from './features/compare/plan-comparisons.ts';
import { createChangesService } from './features/compare/service.ts';
import { createFeedbackService } from './features/feedback/service.ts';
import { createFileFetcher } from './features/mcp/fetch-file.ts';
import protectedResourceRoutes from './features/mcp/protected-resource.ts';
import mcpRoutes from './features/mcp/routes.ts';
import { createMcpService } from './features/mcp/service.ts';
import fileRoutes from './features/files/routes.ts';
import historyRoutes from './features/history/routes.ts';
import { createHistoryService } from './features/history/service.ts';
import searchRoutes from './features/search/routes.ts';
import reviewRoutes from './features/reviews/routes.ts';
import { createReviewsService, type ReviewsService } from './features/reviews/service.ts';
import sharingRoutes from './features/sharing/routes.ts';
import stageTemplateRoutes from './features/stage-templates/routes.ts';
import { createStageTemplatesService } from './features/stage-templates/service.ts';
import publicReviewRoutes from './features/sharing/public-routes.ts';
import { createSharingService } from './features/sharing/service.ts';
import { createGuestReviewService } from './features/sharing/guest-service.ts';
import { createLinkResolver } from './features/sharing/open-link.ts';
import tokenRoutes from './features/tokens/routes.ts';
import scimRoutes from './features/scim/routes.ts';
import { createScimService } from './features/scim/service.ts';
import scimTokenRoutes from './features/scim/token-routes.ts';
import { createScimTokensService } from './features/scim/token-service.ts';
import { createTokensService } from './features/tokens/service.ts';
import { projectFilesCleanup } from './features/project-files/project-cleanup.ts';
import projectFileRoutes from './features/project-files/routes.ts';
import { createProjectFilesService } from './features/project-files/service.ts';
import notificationRoutes from './features/notifications/routes.ts';
import healthRoutes from './features/health/routes.ts';
import { createMetrics } from './features/metrics/registry.ts';
import metricsRoutes from './features/metrics/routes.ts';
import invitationRoutes from './features/invitations/routes.ts';
import { createInvitationsService } from './features/invitations/service.ts';
import memberRoutes, { memberEditRoutes } from './features/members/routes.ts';
import { createMembersService } from './features/members/service.ts';
import planRoutes from './features/plans/routes.ts';
import { createPlanUsageService } from './features/plans/usage.ts';
import profileRoutes from './features/profile/routes.ts';
import sessionRoutes from './features/sessions/routes.ts';
import { createSessionsService } from './features/sessions/service.ts';
import { createProfileService } from './features/profile/service.ts';
import { createProjectReader } from './features/projects/reader.ts';
import { createProjectsRepository } from './features/projects/repository.ts';
import projectRoutes from './features/projects/routes.ts';
import { createProjectsService } from './features/projects/service.ts';
import { renderPagesHandler } from './features/assets/render-pages-job.ts';
import { renderVideoHandler } from './features/video/render-video-job.ts';
import { compareVariationHandler } from './features/compare/compare-variation-job.ts';
import { createVideoRendering } from './features/video/video-rendering.ts';
import { sendEmailHandler } from './mail/send-email-job.ts';
import { deliverWebhookHandler } from './features/webhooks/deliver-webhook-job.ts';
import webhookRoutes from './features/webhooks/routes.ts';
import reportRoutes from './features/reports/routes.ts';
import { createReportRenderer } from './features/reports/report-renderer.ts';
import { createReportsService } from './features/reports/service.ts';
import { createWebhooksService } from './features/webhooks/service.ts';
import { createDomainEvents } from './domain-events/announce.ts';
import { serverSecret } from './db/server-secrets.ts';
import { createDigestSender, type DigestSender } from './features/notifications/digests.ts';
import { createNotificationListener } from './features/notifications/listeners.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { createUnsubscribeTokens } from './features/notifications/unsubscribe-token.ts';
import unsubscribeRoutes from './features/notifications/unsubscribe-routes.ts';
import { createGuestReplyListener } from './features/sharing/guest-replies.ts';
import { createLinkAccess } from './features/sharing/link-access.ts';
import { createJobRegistry } from './jobs/registry.ts';
import { createJobWorker, type JobWorker } from './jobs/worker.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import errorHandler from './plugins/error-handler.ts';
import { RequestLog } from './plugins/request-log.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import { createCachedReads } from './read-cache/cached-reads.ts';

export const API_PREFIX = '/api/v1';
/** Live updates: how often watched projects' revisions are read, idle streams pinged, and streams' sessions checked. */
const LIVE_HEARTBEAT_MS = 25_000;
const LIVE_SESSION_CHECK_MS = 30_000;
/** Memory for the serialised replies of the hot reads (read-cache): at 20 to 200 KB a reply, some hundreds of screens. */
const READ_CACHE_BYTES = 64 * 1024 * 1024;
const WEB_DIST = path.resolve(fileURLToPath(import.meta.url), '../../../web/dist');

export interface BuildAppOptions {
  config: Config;
  /** Tests pass their own logger setting; the process entry passes pino options. */
  logger?: boolean | object;
  /** Serve the built web app from web/dist when it exists (off in API tests). */
  serveWeb?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** On PostgreSQL with LIVE_NOTIFY on: what wakes the live hub when another instance writes. */
    liveListener: NotifyListener | null;
    blobs: BlobStore;
    mailer: Mailer;
    /** Digest e-mails; server.ts sends those due on a timer. */
    digests: DigestSender;
    /** Live updates of open event streams (features/events). */
    liveHub: LiveHub;
    /** Approval workflow; server.ts sends its due-date notices on a timer. */
    reviews: ReviewsService;
    /** Background jobs (server/src/jobs); started by server.ts (and tests), never by a request. */
    jobs: JobWorker;
    /** The audit log's retention sweep; server.ts runs it at start and every hour. */
    auditRetention: AuditRetention;
  }
}

/** Wires plugins and features; never listens. Used by server.ts and by every test. */
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

  // A connection dropped by the server while idle (restart, failover) is discarded and replaced.
  const onIdleError = (error: Error) => app.log.warn({ err: error }, 'an idle database connection was closed by the server');
  const migrations = openDatabase({ ...config, onIdleError, bounded: false });
  await migrateToLatest(migrations.db, migrations.dialect).finally(() => migrations.db.destroy());
  const database = openDatabase({ ...config, onIdleError });
  app.decorate('database', database);
  app.addHook('onClose', () => database.db.destroy());

  // Read at scrape time; the live hub is made further down.
  const metrics = createMetrics({ database, openStreams: () => liveHub.openStreams() });
  const blobs = config.s3 ? createS3BlobStore(config.s3) : createDiskBlobStore(path.join(config.dataDir, 'blobs'));
  app.decorate('blobs', blobs);
  const renderProcesses = createRenderer({ memoryLimitMb: config.renderMemoryMb, onRendered: (seconds) => metrics.observeRender(seconds) });
  const renderer = createDesignRenderer(renderProcesses, { timeoutMs: config.renderTimeoutMs, pageTimeoutMs: config.pageRenderTimeoutMs });
  const frames = createFrameImages({ db: database.db, blobs, renderer, workDir: path.join(config.dataDir, 'rendering', 'frames') });
  const mailer = createMailer({ db: database.db, blobs, smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl, log: app.log, frameImage: frames.renderFor });
  app.decorate('mailer', mailer);
  const mailContext = { publicUrl: config.publicUrl, tokens: createUnsubscribeTokens(await serverSecret(database.db, 'unsubscribe')) };
  const notifications = createNotificationsService(database.db, mailContext.tokens);
  app.decorate('digests', createDigestSender(database.db, mailContext, app.log));
  const events = createDomainEvents();
  events.subscribe(createNotificationListener(mailContext));
  events.subscribe(createGuestReplyListener(config.publicUrl));
  const webhooks = createWebhooksService(database.db, { publicUrl: config.publicUrl, allowPrivate: config.webhookAllowPrivate, announce: events.announce });
  events.subscribe(webhooks.onEvent);
  const throttle = createThrottle(database.db, config.throttle);
  // Single sign-on's enforced domains refuse passwords everywhere a password is used.
  const passwordRule = createPasswordRule(config.oidc);
  const auth = createAuthService(database.db, throttle, database.writes, passwordRule);
  const passwordReset = createPasswordResetService(database.db, config.publicUrl, throttle, passwordRule);
  const sso = createSsoService({ db: database.db, auth, settings: config.oidc, publicUrl: config.publicUrl, redirectUri: `${config.publicUrl}${API_PREFIX}/auth/sso/callback`, log: app.log });
  const profile = createProfileService(database.db, blobs);
  const loadAssetStats = createProjectAssetStatsLoader(database.db);
  const reader = createProjectReader(database.db, { publicUrl: config.publicUrl, loadAssetStats });
  const projects = createProjectsService(database.db, { reader, blobs, cleanups: [assetsProjectCleanup, projectFilesCleanup], log: app.log });
  const pages = createPageRendering({ db: database.db, blobs, renderer, workDir: path.join(config.dataDir, 'rendering') });
  const videos = createVideoRendering({ db: database.db, blobs, renderer, workDir: path.join(config.dataDir, 'rendering') });
  const comparison = createVariationComparison({ db: database.db, blobs, renderer: createPageComparer(renderProcesses, { timeoutMs: config.pageRenderTimeoutMs }), workDir: path.join(config.dataDir, 'rendering', 'changes'), announce: events.announce });
  events.subscribe(planComparisons);
  const jobHandlers = createJobRegistry();
  jobHandlers.register('render-pages', renderPagesHandler(pages));
  jobHandlers.register('render-video', renderVideoHandler(videos));
  jobHandlers.register('send-email', sendEmailHandler(mailer));
  jobHandlers.register('deliver-webhook', deliverWebhookHandler(webhooks));
  jobHandlers.register('compare-variation', compareVariationHandler(comparison));
  const jobs = createJobWorker({ db: database.db, dialect: database.dialect, handlers: jobHandlers, log: app.log });
  app.decorate('jobs', jobs);
  // Jobs first: a page being rendered is put back for later rather than failed by the renderer's stop.
  app.addHook('onClose', async () => {
    await jobs.stop();
    renderProcesses.close();
    frames.close();
  });
  const assets = createAssetsService(database.db, blobs, renderer, jobs, events.announce, { videoMaxSeconds: config.videoMaxSeconds });
  const reviews = createReviewsService(database.db, { assets, announce: events.announce });
  events.subscribe(reviews.onEvent);
  app.decorate('reviews', reviews);
  app.decorate('auditRetention', createAuditRetention(database.db, config.auditRetentionDays));
  const linkAccess = createLinkAccess(await serverSecret(database.db, 'review-links'));
  const sharing = createSharingService(database.db, { assets, publicUrl: config.publicUrl });
  const links = createLinkResolver(database.db, linkAccess);
  const guests = createGuestReviewService(database.db, {
    links,
    access: linkAccess,
    throttle,
    announce: events.announce,
    reviews,
    blobs,
  });
  const comments = createCommentsService(database.db, { blobs, assets, announce: events.announce });
  const feedback = createFeedbackService(database.db, { assets, comments, blobs, frames, publicUrl: config.publicUrl });
  const members = createMembersService(database.db, { reader });
  const invitations = createInvitationsService(database.db, { publicUrl: config.publicUrl, announce: events.announce });
  const liveHub = createLiveHub({ repository: createLiveEventsRepository(database.db), log: app.log, pollMs: config.livePollMs, heartbeatMs: LIVE_HEARTBEAT_MS, sessionCheckMs: LIVE_SESSION_CHECK_MS });
  app.decorate('liveHub', liveHub);
  // Changes made by other instances wake this hub at once; the poll stays as the safety net.
  const liveListener =
    database.dialect === 'postgres' && config.liveNotify && config.databaseUrl ? createNotifyListener({ databaseUrl: config.databaseUrl, onNotice: () => void liveHub.poll(), log: app.log }) : null;
  app.decorate('liveListener', liveListener);
  void liveListener?.start();
  // Before the server stops taking connections: open streams would otherwise hold the close up.
  app.addHook('preClose', async () => {
    liveHub.close();
    await liveListener?.stop();
  });
  if (config.metricsToken) await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  // One callback-style hook for every request: an async one costs a promise per request on the hot reads.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    // A write answered here is told at once instead of at the next tick (the database has committed it by now).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void liveHub.poll();
      if (reply.statusCode < 400 && request.routeOptions.config.endsSessions) void liveHub.endStreamsOfEndedSessions();
    }
    done();
  });

  await app.register(errorHandler);
  await app.register(cookie);
  // The login page's single sign-on form is redirected on to the provider (form-action).
  await app.register(securityHeaders, { formActions: config.oidc ? [new URL(config.oidc.issuer).origin] : [] });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 20, fields: 50 } });
  await app.register(rateLimit, { global: false });
  const tokens = createTokensService(database.db);
  const scimTokens = createScimTokensService(database.db);
  const reads = createCachedReads(database.db, { maxBytes: READ_CACHE_BYTES, writes: database.writes });
  await app.register(session, { auth, tokens, secureCookies: config.publicUrl.startsWith('https://') });
  await app.register(swagger, swaggerOptions(API_PREFIX));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Self-hosted instances often run on plain http inside a network, where upgrading the docs' requests to https breaks them.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });

  await app.register(async (api) => {
    await api.register(healthRoutes, { db: database.db, blobs });
    await api.register(authRoutes, { auth, passwordReset, rateLimit: config.authRateLimit, endSessionUrl: sso.endSessionUrl });
    await api.register(ssoRoutes, { sso, rateLimit: config.authRateLimit, cookiePath: `${API_PREFIX}/auth/sso`, secureCookies: config.publicUrl.startsWith('https://') });
    await api.register(profileRoutes, { profile, auth, publicUrl: config.publicUrl });
    await api.register(sessionRoutes, { sessions: createSessionsService(database.db) });
    await api.register(tokenRoutes, { tokens });
    await api.register(scimTokenRoutes, { tokens: scimTokens });
    await api.register(webhookRoutes, { webhooks });
    await api.register(reportRoutes, { reports: createReportsService(database.db, { assets, blobs, renderer: createReportRenderer(renderProcesses, { timeoutMs: config.renderTimeoutMs }), frames, links, workDir: path.join(config.dataDir, 'reports') }) });
    await api.register(planRoutes, { usage: createPlanUsageService(database.db, loadAssetStats) });
    await api.register(projectRoutes, { projects, reads });
    await api.register(assetRoutes, { assets, reads, dataDir: config.dataDir, maxUploadBytes: config.maxUploadBytes });
    await api.register(commentRoutes, { comments, reads });
    await api.register(feedbackRoutes, { feedback });
    await api.register(videoRoutes, { frames });
    await api.register(changesRoutes, { changes: createChangesService(database.db) });
    await api.register(projectFileRoutes, { files: createProjectFilesService(database.db, blobs), dataDir: config.dataDir, maxUploadBytes: config.maxUploadBytes });
    await api.register(historyRoutes, { history: createHistoryService(database.db, { assets }), reads });
    await api.register(notificationRoutes, { notifications, reads });
    await api.register(unsubscribeRoutes, { notifications });
    await api.register(searchRoutes, { db: database.db, dialect: database.dialect });
    await api.register(memberRoutes, { members });
    await api.register(memberEditRoutes, { members });
    await api.register(invitationRoutes, { invitations, reader });
    await api.register(sharingRoutes, { sharing });
    await api.register(publicReviewRoutes, { guests, access: linkAccess, blobs, hub: liveHub, secureCookies: config.publicUrl.startsWith('https://') });
    await api.register(reviewRoutes, { reviews });
    await api.register(stageTemplateRoutes, { templates: createStageTemplatesService(database.db) });
    await api.register(liveEventRoutes, { hub: liveHub, projects: createProjectsRepository(database.db) });
    await api.register(adminRoutes, { admin: createAdminService(database.db) });
    await api.register(auditRoutes, { audit: createAuditService(database.db) });
  }, { prefix: API_PREFIX });
  // The spec's separate client calls `/api/members/{id}` outside /api/v1.
  await app.register(memberEditRoutes, { prefix: '/api', members });
  await app.register(mcpRoutes, {
    prefix: '/api',
    publicUrl: config.publicUrl,
    feedback,
    mcp: createMcpService(database.db, { assets, comments, reader, tmpDir: path.join(config.dataDir, 'incoming'), maxUploadBytes: config.maxUploadBytes }),
    fetchFile: createFileFetcher({ allowPrivate: config.webhookAllowPrivate, maxBytes: config.maxUploadBytes }),
  });
  await app.register(protectedResourceRoutes, { publicUrl: config.publicUrl });
  // SCIM 2.0 for identity providers, outside /api/v1: its own errors, content type and tokens.
  await app.register(scimRoutes, { prefix: SCIM_BASE_PATH, scim: createScimService(database.db, { publicUrl: config.publicUrl }), tokens: scimTokens });
  await app.register(fileRoutes, { blobs, db: database.db, guests });

  const hasWeb = serveWeb && fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      // The build writes .br and .gz beside each text file: compressed once, never per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/files');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });

  return app;
}
