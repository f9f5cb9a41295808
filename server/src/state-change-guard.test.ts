import { sql } from 'kysely';
import { ERROR_CODES } from '@review/contract/errors';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@review/contract/auth';
import { TOKEN_READ_ONLY } from '@review/contract/tokens';
import { useTestApp } from './test/build-test-app.ts';
import { buildPeople, buildScene, routeTable, type People, type Row, type Who } from './test/route-table.ts';

/**
 * The route sweep: every route of the API (the rights table's rows, so a new route joins), called
 * as a read-only token and as a browser on another site holding the session cookie, with the
 * database compared before and after. No call may both answer 2xx and change a row, whatever its
 * method: a GET that writes is caught by what it writes, not by what it is called.
 */

const ctx = useTestApp();
const ROUTES = routeTable(ctx);

/**
 * What reading itself notes, never a change anyone asks for: when a session or token was last used
 * (and from where), when a project was last opened (the Recent list), how often a review link was
 * viewed, and the sign-in throttle's counts.
 */
const BOOKKEEPING: Record<string, string[] | 'all'> = {
  sessions: ['last_seen_at', 'ip', 'user_agent'],
  api_tokens: ['last_used_at'],
  project_user_states: ['opened_at'],
  share_links: ['view_count', 'last_viewed_at'],
  auth_attempts: 'all',
};
/**
 * The audit log's entries of reads: a review link opened (once per visit, with its view count) and
 * files taken out (originals, reports, CSV exports). Who read what is the log's purpose, so these
 * GETs write them; every other entry records a change, and must come with one.
 */
const READ_ENTRIES = new Set(['share_link.opened', 'download.original', 'export.report', 'export.comments']);
const isBookkeeping = (table: string, row: Record<string, unknown>) => table === 'audit_log' && READ_ENTRIES.has(String(row.action));

type Snapshot = Map<string, string[]>;

async function snapshot(): Promise<Snapshot> {
  const db = ctx.app.database.db;
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => BOOKKEEPING[name] !== 'all');
  const result: Snapshot = new Map();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const skipped = BOOKKEEPING[table] ?? [];
    result.set(
      table,
      rows
        .filter((row) => !isBookkeeping(table, row))
        .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !skipped.includes(column))))
        .sort(),
    );
  }
  return result;
}

/** The tables whose rows differ, each with one row that only one side has. */
function changes(before: Snapshot, after: Snapshot): string[] {
  const found: string[] = [];
  for (const [table, rows] of after) {
    const was = before.get(table) ?? [];
    if (rows.join('\n') === was.join('\n')) continue;
    const differing = rows.find((row) => !was.includes(row)) ?? was.find((row) => !rows.includes(row));
    found.push(`${table}: ${differing?.slice(0, 160)}`);
  }
  return found;
}

/** A caller the row serves, so that a refusal is the guard's and not the rights check's. */
function servedCaller(row: Row): Exclude<Who, 'anonymous'> {
  if (!Array.isArray(row.allowed)) return 'owner';
  return (['owner', 'admin', 'member'] as const).find((who) => (row.allowed as Who[]).includes(who)) ?? 'owner';
}

type Variant = 'read-only token' | 'cross-site cookie (Sec-Fetch-Site)' | 'cross-site cookie (Origin)';
const VARIANTS: Variant[] = ['read-only token', 'cross-site cookie (Sec-Fetch-Site)', 'cross-site cookie (Origin)'];

async function readOnlyTokens(people: People): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const who of ['owner', 'admin', 'member'] as const) {
    const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: people[who].headers, payload: { name: 'Reader', scope: 'read' } });
    tokens[who] = made.json().data.token;
  }
  return tokens;
}

/** The headers of `variant` for a caller whose session is `sessionToken`. */
function variantHeaders(variant: Variant, sessionToken: string, readToken: string): Record<string, string> {
  const cookie = `${SESSION_COOKIE}=${sessionToken}; signedIn=1`;
  if (variant === 'read-only token') return { authorization: `Bearer ${readToken}` };
  if (variant === 'cross-site cookie (Sec-Fetch-Site)') return { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
  return { cookie, origin: 'https://attacker.example' };
}

describe('state-change guard', () => {
  it('lets no route change a row for a read-only token or another site', { timeout: 300_000 }, async () => {
    // The worker's own writes (mail, deliveries) would show as changes no request made.
    await ctx.app.jobs.stop();
    const people = await buildPeople(ctx.app);
    const tokens = await readOnlyTokens(people);
    const failures: string[] = [];
    for (const [route, row] of Object.entries(ROUTES)) {
      // An open stream never ends; the hub's reads write nothing.
      if (row.expect?.owner === 0) continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const who = servedCaller(row);
      // One scene for the three callers: a refused call leaves it as it was for the next.
      const scene = await buildScene(ctx.app, people);
      for (const variant of VARIANTS) {
        const call = await row.call(scene, who, people);
        const sessionToken = call.headers?.authorization?.replace(/^Bearer /, '') ?? people[who].token;
        const multipart = call.multipart && (await call.multipart());
        const before = await snapshot();
        const res = await ctx.app.inject({
          method,
          url: call.url,
          headers: { ...variantHeaders(variant, sessionToken, tokens[who] ?? tokens.owner!), ...(multipart?.headers ?? {}) },
          ...(multipart ? { payload: multipart.payload } : call.payload ? { payload: call.payload } : {}),
        });
        const changed = changes(before, await snapshot());
        if (res.statusCode < 300 && changed.length > 0) failures.push(`${route} as ${variant}: ${res.statusCode}, changed ${changed.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses the spec’s resolving GET to a read-only token and to another site, and serves it to the app', async () => {
    const people = await buildPeople(ctx.app);
    const tokens = await readOnlyTokens(people);
    const scene = await buildScene(ctx.app, people);
    const url = `/api/v1/comments-resolve/${scene.commentId}`;
    const asReader = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(asReader.statusCode).toBe(403);
    expect(asReader.json().message).toBe(TOKEN_READ_ONLY);
    const fromImage = await ctx.app.inject({ method: 'GET', url, headers: variantHeaders('cross-site cookie (Sec-Fetch-Site)', people.owner.token, '') });
    expect(fromImage.statusCode).toBe(403);
    expect(fromImage.json().message).toBe(ERROR_CODES.cross_site_refused);
    // The sweep's eyes work: the same GET from the app's own page resolves, and the snapshot sees it.
    const before = await snapshot();
    const fromApp = await ctx.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${people.owner.token}`, 'sec-fetch-site': 'same-origin' } });
    expect(fromApp.statusCode).toBe(200);
    expect(fromApp.json().data.is_resolved).toBe(true);
    expect(changes(before, await snapshot()).some((change) => change.startsWith('comments:'))).toBe(true);
  });

  it('takes a browser at its Fetch Metadata word: a form posted from our own page under no-referrer says Origin: null', async () => {
    const people = await buildPeople(ctx.app);
    const scene = await buildScene(ctx.app, people);
    const url = `/api/v1/comments-resolve/${scene.commentId}`;
    const cookie = `${SESSION_COOKIE}=${people.owner.token}`;
    const ours = await ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' } });
    expect(ours.statusCode).toBe(200);
    for (const site of ['same-site', 'cross-site']) {
      const theirs = await ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'null', 'sec-fetch-site': site } });
      expect(theirs.statusCode, site).toBe(403);
    }
    // Without Fetch Metadata, an opaque origin is not trusted.
    expect((await ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'null' } })).statusCode).toBe(403);
  });
});
