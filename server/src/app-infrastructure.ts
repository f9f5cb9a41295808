import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from './blob/blob-store.ts';
import { createDiskBlobStore } from './blob/disk-blob-store.ts';
import { createS3BlobStore } from './blob/s3-blob-store.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createDomainEvents, type Announce } from './domain-events/announce.ts';
import { API_PREFIX, type FeatureTimer, type InfrastructureAnswers } from './features/feature.ts';
import { createJobRegistry } from './jobs/registry.ts';
import { createJobWorker, type JobWorker } from './jobs/worker.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { sendEmailHandler } from './mail/send-email-job.ts';
import { swaggerOptions } from './openapi/document.ts';
import errorHandler from './plugins/error-handler.ts';
import securityHeaders from './plugins/security-headers.ts';
import { createCachedReads } from './read-cache/cached-reads.ts';
import { createRenderer } from './renderer/renderer.ts';

/** Memory for the serialised replies of the hot reads (read-cache): at 20 to 200 KB a reply, some hundreds of screens. */
const READ_CACHE_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    blobs: BlobStore;
    mailer: Mailer;
    /** Background jobs (server/src/jobs); started by server.ts (and tests), never by a request. */
    jobs: JobWorker;
    /** The features' background work; server.ts runs it where jobs run. */
    featureTimers: FeatureTimer[];
    /** Domain events as services announce them, every feature's listener subscribed; tests announce through it. */
    announce: Announce;
  }
}

/** Everything the features are built with, made before any of them: database (migrated), blobs, renderer processes, mailer, domain events, jobs, and the plugins of every request. */
export async function buildInfrastructure(app: FastifyInstance, config: Config) {
  // A connection dropped by the server while idle (restart, failover) is discarded and replaced.
  const onIdleError = (error: Error) => app.log.warn({ err: error }, 'an idle database connection was closed by the server');
  const migrations = openDatabase({ ...config, onIdleError, bounded: false });
  await migrateToLatest(migrations.db, migrations.dialect).finally(() => migrations.db.destroy());
  const database = openDatabase({ ...config, onIdleError });
  app.decorate('database', database);
  app.addHook('onClose', () => database.db.destroy());

  const answers: InfrastructureAnswers = { renderTimes: [] };
  const blobs = config.s3 ? createS3BlobStore(config.s3) : createDiskBlobStore(path.join(config.dataDir, 'blobs'));
  app.decorate('blobs', blobs);
  const renderer = createRenderer({ memoryLimitMb: config.renderMemoryMb, onRendered: (seconds) => answers.renderTimes.forEach((told) => told(seconds)) });
  const frameImage = (variationId: number, frame: number) => answers.frameImage?.(variationId, frame) ?? Promise.reject(new Error('no feature draws video frames'));
  const mailer = createMailer({ db: database.db, blobs, smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl, log: app.log, frameImage });
  app.decorate('mailer', mailer);
  const events = createDomainEvents();
  app.decorate('announce', events.announce);
  const jobRegistry = createJobRegistry();
  jobRegistry.register('send-email', sendEmailHandler(mailer));
  const jobs = createJobWorker({ db: database.db, dialect: database.dialect, handlers: jobRegistry, log: app.log });
  app.decorate('jobs', jobs);
  // Jobs first: a page being rendered is put back for later rather than failed by the renderer's stop.
  app.addHook('onClose', async () => {
    await jobs.stop();
    renderer.close();
  });

  await app.register(errorHandler);
  await app.register(cookie);
  // The login page's single sign-on form is redirected on to the provider (form-action).
  await app.register(securityHeaders, { formActions: config.oidc ? [new URL(config.oidc.issuer).origin] : [] });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 20, fields: 50 } });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, swaggerOptions(API_PREFIX));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Self-hosted instances often run on plain http inside a network, where upgrading the docs' requests to https breaks them.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });

  const reads = createCachedReads(database.db, { maxBytes: READ_CACHE_BYTES, writes: database.writes });
  return { app, database, config, log: app.log, blobs, mailer, announce: events.announce, subscribe: events.subscribe, renderer, jobs, jobRegistry, reads, answers };
}
