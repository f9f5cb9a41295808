import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../blob/blob-store.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Announce, DomainEventListener } from '../domain-events/announce.ts';
import type { JobKind } from '../jobs/queue.ts';
import type { JobRegistry } from '../jobs/registry.ts';
import type { JobHandler, JobWorker } from '../jobs/worker.ts';
import type { FrameImage, Mailer } from '../mail/mailer.ts';
import type { Renderer } from '../renderer/renderer.ts';
import type { CachedReads } from '../read-cache/cached-reads.ts';
import { requireRouteAccess, type GuardedRoute } from './access/route-access.ts';

/** Where a feature's routes go unless its entry says otherwise. */
export const API_PREFIX = '/api/v1';

/**
 * What infrastructure asks back of the features, answered while they are built: infrastructure is
 * made first (the mailer, the renderer processes) and so cannot be handed a feature's function then.
 */
export interface InfrastructureAnswers {
  /** The mailer draws a video frame shown in an e-mail with this (features/video). */
  frameImage?: FrameImage;
  /** Told each render's seconds (features/metrics). */
  renderTimes: Array<(seconds: number) => void>;
}

/** The infrastructure every feature is built with (made by app.ts before any feature). */
export interface FeatureContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  log: FastifyBaseLogger;
  blobs: BlobStore;
  mailer: Mailer;
  announce: Announce;
  /** The renderer processes (renderer/); each feature wraps the operations it asks of them. */
  renderer: Renderer;
  /** The job worker, for `wake()` after enqueueing; handlers go in the feature's `jobs`. */
  jobs: JobWorker;
  /** Hot reads kept serialised in memory (read-cache/). */
  reads: CachedReads;
  answers: InfrastructureAnswers;
  /** The published API of a feature this one `needs` (asking another throws: a missing need is a wiring mistake). */
  use<P>(feature: Feature<P>): P;
}

/** A Fastify plugin with its options, type-checked together by `route()`. */
export interface RouteEntry {
  register: (app: FastifyInstance) => Promise<void>;
  /** `/api/v1` unless given; '' for the root. */
  prefix: string;
}

export function route<O extends object>(plugin: (app: FastifyInstance, options: O) => Promise<void>, options: O, prefix = API_PREFIX): RouteEntry {
  return { register: async (app) => void (await app.register(plugin, { ...options, prefix })), prefix };
}

/** Background work server.ts runs on a timer where jobs run (not in tests, which call the work directly). */
export interface FeatureTimer {
  everyMs: number;
  /** Also run once at start (work that may have waited while no instance ran). */
  atStart: boolean;
  run: () => Promise<unknown>;
  /** Logged with the error when a run fails; the next run tries again. */
  failure: string;
}

type JobHandlers = { [K in JobKind]?: JobHandler<K> };

export interface FeatureParts<P> {
  /** What other features may `use`. */
  publishes?: P;
  /** Plugins registered at the root before any route (hooks and request decorations for every route). */
  plugins?: Array<(app: FastifyInstance) => Promise<void>>;
  routes?: RouteEntry[];
  jobs?: JobHandlers;
  /** Subscribed to domain events after every feature is built, in the order of the feature list. */
  listeners?: DomainEventListener[];
  /** Callback style: an async hook would cost a promise per request on the hot reads. */
  onResponse?: (request: FastifyRequest, reply: FastifyReply) => void;
  /** Before the server stops taking connections (open streams would hold the close up). */
  preClose?: () => Promise<void>;
  /** After the job worker stopped: processes and caches the feature holds. */
  onClose?: () => void | Promise<void>;
  /** Instance decorations server.ts and tests reach (`app.reviews`, `app.digests`...). */
  decorate?: Record<string, unknown>;
  timers?: FeatureTimer[];
}

export interface Feature<P = unknown> {
  name: string;
  /**
   * Read when the features are ordered, not when the entry loads: an entry whose needs import back into it
   * (through the feature files it publishes) declares them as a getter, `get needs() { return [assets]; }`.
   */
  needs: Feature<unknown>[];
  build: (ctx: FeatureContext) => FeatureParts<P> | Promise<FeatureParts<P>>;
}

/** A feature's one published entry (features/<name>/index.ts exports it as default). */
export function defineFeature<P = undefined>(feature: Feature<P>): Feature<P> {
  return feature;
}

/** The features in an order where each comes after what it needs, otherwise as listed; throws on a cycle or a need not listed. */
export function orderFeatures(features: Feature<unknown>[]): Feature<unknown>[] {
  const listed = new Set(features);
  const ordered: Feature<unknown>[] = [];
  const state = new Map<Feature<unknown>, 'visiting' | 'done'>();
  const visit = (feature: Feature<unknown>, path: string[]) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'visiting') throw new Error(`features need each other in a cycle: ${[...path, feature.name].join(' -> ')}`);
    state.set(feature, 'visiting');
    for (const need of feature.needs) {
      if (!listed.has(need)) throw new Error(`feature ${feature.name} needs ${need.name}, which is not in the list of features`);
      visit(need, [...path, feature.name]);
    }
    state.set(feature, 'done');
    ordered.push(feature);
  };
  for (const feature of features) visit(feature, []);
  return ordered;
}

export interface RegisteredFeatures {
  timers: FeatureTimer[];
}

/**
 * Builds every feature (needs first), then subscribes their listeners, registers their job handlers
 * and finally their plugins and routes, so what is registered never depends on the order of building.
 */
export async function registerFeatures(
  base: Omit<FeatureContext, 'use'> & { subscribe: (listener: DomainEventListener) => void; jobRegistry: JobRegistry },
  features: Feature<unknown>[],
): Promise<RegisteredFeatures> {
  const { app, subscribe, jobRegistry, ...infrastructure } = base;
  const built = new Map<Feature<unknown>, FeatureParts<unknown>>();
  for (const feature of orderFeatures(features)) {
    const ctx: FeatureContext = {
      ...infrastructure,
      app,
      use: <P>(need: Feature<P>): P => {
        const found = built.get(need);
        if (!feature.needs.includes(need) || !found) throw new Error(`feature ${feature.name} uses ${need.name} without naming it in needs`);
        return found.publishes as P;
      },
    };
    const made = await feature.build(ctx);
    built.set(feature, made);
  }
  // Listeners and routes in the order of the list, not of building.
  const inListOrder = features.map((feature) => built.get(feature) as FeatureParts<unknown>);
  for (const made of inListOrder) for (const listener of made.listeners ?? []) subscribe(listener);
  for (const made of inListOrder) {
    for (const [kind, handler] of Object.entries(made.jobs ?? {})) jobRegistry.register(kind as JobKind, handler as JobHandler<JobKind>);
  }
  const missing = jobRegistry.missing();
  if (missing.length > 0) throw new Error(`no feature handles jobs of kind ${missing.join(', ')}`);
  for (const made of inListOrder) {
    for (const [name, value] of Object.entries(made.decorate ?? {})) app.decorate(name, value);
    const { onResponse, preClose, onClose } = made;
    if (onResponse) {
      app.addHook('onResponse', (request, reply, done) => {
        onResponse(request, reply);
        done();
      });
    }
    if (preClose) app.addHook('preClose', preClose);
    if (onClose) app.addHook('onClose', async () => onClose());
  }
  for (const made of inListOrder) for (const plugin of made.plugins ?? []) await plugin(app);
  // Every feature route says what guards it (access/route-access.ts), or the app does not start.
  // The /api/v1 routes share one encapsulated context, as the spec's API is one surface.
  const guarded: GuardedRoute[] = [];
  app.decorate('routeAccess', guarded);
  await app.register(async (routes) => {
    routes.addHook('onRoute', (options) => void guarded.push(requireRouteAccess(options)));
    await routes.register(async (api) => {
      for (const made of inListOrder) for (const entry of made.routes ?? []) if (entry.prefix === API_PREFIX) await entry.register(api);
    });
    for (const made of inListOrder) for (const entry of made.routes ?? []) if (entry.prefix !== API_PREFIX) await entry.register(routes);
  });
  return { timers: inListOrder.flatMap((made) => made.timers ?? []) };
}
