import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/build-test-app.ts';
import { buildPeople, buildScene, ORDER, routeTable, type People, type Row, type Who } from './test/route-table.ts';

/**
 * Who may call what, route by route, from the route table itself (the OpenAPI document): every
 * documented route has a row here, and each row is tried as the project's owner, an admin, a member,
 * an outsider (signed in, not in the project) and an anonymous caller. A route added without a row
 * fails the first test; a rule that loosens or tightens fails the second.
 */

const ctx = useTestApp();
const ROUTES = routeTable(ctx);

let people: People | undefined;
async function everyone(): Promise<People> {
  people ??= await buildPeople(ctx.app);
  return people;
}

/** What `who` should get from `row`: a status, or 'served' (anything but 401, 403 and 404). */
function expected(row: Row, who: Who): number | 'served' {
  const special = row.expect?.[who];
  if (special !== undefined) return special;
  if (row.allowed === 'anyone') return 'served';
  if (who === 'anonymous') return 401;
  if (row.allowed === 'signed-in') return 'served';
  if (who === 'outsider') return 404;
  return row.allowed.includes(who) ? 'served' : 403;
}

describe('authorization', () => {
  it('has a row for every route of the API', async () => {
    await ctx.app.ready();
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([route, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`));
    expect(routes.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('serves each route to exactly the callers its row allows', { timeout: 240_000 }, async () => {
    const cast = await everyone();
    const failures: string[] = [];
    for (const [route, row] of Object.entries(ROUTES)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const isProjectRow = Array.isArray(row.allowed);
      let scene = isProjectRow || route.includes('{') ? await buildScene(ctx.app, cast) : undefined;
      for (const who of ORDER) {
        if (row.destructive && who !== 'anonymous') scene = await buildScene(ctx.app, cast);
        const call = await row.call(scene!, who, cast);
        const headers = call.headers ?? (who === 'anonymous' ? {} : cast[who].headers);
        const want = expected(row, who);
        if (want === 0) {
          // Opened only to see it is not refused; the stream is closed at once.
          continue;
        }
        const multipart = call.multipart && (await call.multipart());
        const res = await ctx.app.inject({
          method,
          url: call.url,
          headers: { ...headers, ...(multipart?.headers ?? {}) },
          ...(multipart ? { payload: multipart.payload } : call.payload ? { payload: call.payload } : {}),
        });
        const ok = want === 'served' ? ![401, 403, 404].includes(res.statusCode) && res.statusCode < 500 : res.statusCode === want;
        if (!ok) failures.push(`${route} as ${who}: ${res.statusCode} (wanted ${want}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
