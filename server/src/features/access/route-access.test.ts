import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildPeople, buildScene, routeTable, type People, type Row, type Who } from '../../test/route-table.ts';
import { askingFor } from './asked.ts';
import { declaredActions, OUTSIDE, type RouteAccess } from './route-access.ts';

/**
 * Every route says what guards it, and says it truly: the action a route declares is one its
 * service asks the policy when the route is called (the rights table's call, made by the first
 * caller the row serves, or by the owner where nobody is). The policy notes what it is asked into
 * the set this file's hooks open for each request (asked.ts).
 */

let testApp: TestApp;
const ctx = {
  get app() {
    return testApp.app;
  },
};
/** Per route (`METHOD /path/{param}`, as the API document names it): what it declares and what its calls asked. */
const seen = new Map<string, { access: RouteAccess | undefined; asked: Set<string> }>();
const questions = new WeakMap<FastifyRequest, Set<string>>();
const routeKey = (method: string, url: string) => `${method} ${url.replace(/:([a-z_]+)/g, '{$1}')}`;

beforeAll(async () => {
  testApp = await buildTestApp();
  // Added before the app's first request, so they run for every route.
  testApp.app.addHook('onRequest', (request, _reply, done) => {
    const asked = new Set<string>();
    questions.set(request, asked);
    askingFor(asked, done);
  });
  testApp.app.addHook('onResponse', (request, _reply, done) => {
    const key = routeKey(request.method, request.routeOptions.url ?? request.url);
    const entry = seen.get(key) ?? seen.set(key, { access: request.routeOptions.config.access, asked: new Set() }).get(key)!;
    for (const action of questions.get(request) ?? []) entry.asked.add(action);
    done();
  });
});
afterAll(() => testApp?.close());

/** The caller whose call reaches the route's work: the owner where the row serves them or nobody, else the first it serves. */
const callerOf = (row: Row): Who => (!Array.isArray(row.allowed) || row.allowed.length === 0 || row.allowed.includes('owner') ? 'owner' : row.allowed[0]!);

describe('route access', () => {
  it('knows every route of the API, and of SCIM and files beside it, with what guards it', async () => {
    await ctx.app.ready();
    const guarded = new Map(ctx.app.routeAccess.flatMap((route) => route.method.split(',').map((method) => [routeKey(method, route.url), route.access] as const)));
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.filter((route) => !guarded.has(route))).toEqual([]);
    // The routes the document leaves out are guarded all the same (the start refuses any that is not).
    expect(guarded.get('GET /files/*')).toEqual(['asset.read', 'project.view']);
    expect(guarded.get('PATCH /scim/v2/Users/{id}')).toBe('scim');
    expect(guarded.get('GET /.well-known/oauth-protected-resource')).toBe('public');
    for (const access of guarded.values()) {
      expect(typeof access === 'string' ? access in OUTSIDE || declaredActions(access).length === 1 : access.length > 0).toBe(true);
    }
  });

  it('declares of each route an action its service asks the policy', { timeout: 480_000 }, async () => {
    const people: People = await buildPeople(ctx.app);
    const rows = Object.entries(routeTable(ctx)).filter(([, row]) => row.expect?.owner !== 0);
    for (const [route, row] of rows) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const who = callerOf(row);
      const scene = await buildScene(ctx.app, people);
      const call = await row.call(scene, who, people);
      const multipart = call.multipart && (await call.multipart());
      await ctx.app.inject({
        method,
        url: call.url,
        headers: { ...(call.headers ?? people[who as keyof People].headers), ...(multipart?.headers ?? {}) },
        ...(multipart ? { payload: multipart.payload } : call.payload ? { payload: call.payload } : {}),
      });
    }
    const untrue = rows.flatMap(([route]) => {
      const entry = seen.get(route);
      if (!entry) return [`${route}: not reached`];
      const declared = declaredActions(entry.access);
      if (declared.length === 0 || declared.some((action) => entry.asked.has(action))) return [];
      return [`${route} declares ${declared.join(' or ')} but asked ${[...entry.asked].join(', ') || 'nothing'}`];
    });
    expect(untrue).toEqual([]);
  });

  it('asks the policy what a stored file (hidden from the API document) may be read by: a member, a link\'s guest, a reference file', async () => {
    const people: People = await buildPeople(ctx.app);
    const scene = await buildScene(ctx.app, people);
    const db = ctx.app.database.db;
    const variation = await db.selectFrom('variations').select(['thumbnail', 'design_file']).where('id', '=', scene.variationId).executeTakeFirstOrThrow();
    const reference = await db.selectFrom('project_files').select('blob_key').where('id', '=', scene.projectFileId).executeTakeFirstOrThrow();
    const askedFor = async (url: string, headers: Record<string, string> = {}) => {
      seen.delete('GET /files/*');
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      return [...(seen.get('GET /files/*')?.asked ?? [])].sort();
    };
    expect(await askedFor(`/files/${variation.thumbnail}`, people.member.headers)).toEqual(['asset.read']);
    expect(await askedFor(`/files/${variation.design_file}`, people.member.headers)).toEqual(['asset.download', 'asset.read']);
    expect(await askedFor(`/files/${variation.thumbnail}?review=${scene.linkToken}`)).toEqual(['asset.read']);
    expect(await askedFor(`/files/${reference.blob_key}`, people.member.headers)).toEqual(['project.view']);
  });
});
