import { sql } from 'kysely';
import { ERROR_CODES } from '@review/contract/errors';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { dialectUnderTest, useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { BROWSER, buildAdmin } from '../../test/audit-entries.ts';
import { recordAudit } from './record-audit.ts';
import { createAuditRetention } from './retention.ts';

/**
 * The audit log as administrators read it (`GET /admin/audit-log`, its CSV export), who may, how it
 * is filtered and paged, the retention sweep (its only delete), and that nothing changes an entry.
 * `audit-actions.test.ts` checks what each action writes.
 */

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const read = (person: SignedInUser | { headers: Record<string, string> }, query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log${query}`, headers: person.headers });
const exported = (person: SignedInUser, query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log/export.csv${query}`, headers: person.headers });

/** Entries of one kind of target, written at the given times (ISO), for filters and paging to find apart from the rest. */
async function seed(targetType: string, times: string[], actor = { userId: null as number | null, label: 'seeder@example.com' }) {
  const db = ctx.app.database.db;
  for (const [index, at] of times.entries()) {
    await db
      .insertInto('audit_log')
      .values({ at, action: 'token.created', actor_user_id: actor.userId, actor_label: actor.label, target_type: targetType, target_id: String(index + 1), target_label: `Item ${index + 1}`, project_id: null, ip: '10.0.0.1', user_agent: BROWSER, details: null })
      .execute();
  }
}

describe('the audit log', () => {
  it('is for administrators only: 401 signed out, 403 for everyone else, project owners included', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log' })).statusCode).toBe(401);
    const person = await buildUser(ctx.app);
    for (const url of ['/api/v1/admin/audit-log', '/api/v1/admin/audit-log/export.csv', '/api/v1/admin/users']) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(ERROR_CODES.admins_only);
    }
    const admin = await buildAdmin(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: admin.headers })).json().data.is_admin).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: person.headers })).json().data.is_admin).toBe(false);
  });

  it("shows an administrator their own sign-in, and reads with an administrator's read-only API token", async () => {
    const admin = await buildAdmin(ctx.app);
    const page = await read(admin, `?actor_id=${admin.user.id}&action=auth.login`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          action: 'auth.login',
          actor_id: admin.user.id,
          actor: admin.user.email,
          target_type: 'user',
          target_id: String(admin.user.id),
          target: admin.user.email,
          project_id: null,
          ip: '127.0.0.1',
          // As light-my-request (app.inject) names itself.
          user_agent: 'lightMyRequest',
          device: 'lightMyRequest',
          device_parts: { browser: 'lightMyRequest', version: null, os: null },
          details: null,
        },
      ],
      next_before: null,
    });
    const token = (await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: admin.headers, payload: { name: 'Auditor', scope: 'read' } })).json().data.token;
    const byToken = await read({ headers: { authorization: `Bearer ${token}` } }, '?action=token.created&limit=1');
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().data[0]).toMatchObject({ action: 'token.created', target: 'Auditor' });
  });

  it('filters by action, actor, target, project and time, and pages newest first', async () => {
    const admin = await buildAdmin(ctx.app);
    const base = Date.parse('2030-01-01T00:00:00Z');
    await seed('paging-test', [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(base + day * DAY_MS).toISOString()), { userId: null, label: 'Seeder.One@Example.com' });

    const ids: string[] = [];
    let before: number | null | undefined;
    let pages = 0;
    do {
      const page = (await read(admin, `?target_type=paging-test&limit=3${before ? `&before=${before}` : ''}`)).json();
      ids.push(...page.data.map((entry: { target_id: string }) => entry.target_id));
      before = page.next_before;
      pages += 1;
    } while (before);
    expect(ids).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect(pages).toBe(3);

    const within = (await read(admin, '?target_type=paging-test&from=2030-01-02&to=2030-01-04T00:00:00Z')).json().data;
    expect(within.map((entry: { target_id: string }) => entry.target_id)).toEqual(['4', '3', '2']);
    const offset = (await read(admin, `?target_type=paging-test&from=${encodeURIComponent('2030-01-06T01:00:00+02:00')}`)).json().data;
    expect(offset.map((entry: { target_id: string }) => entry.target_id)).toEqual(['7', '6']);
    expect((await read(admin, '?target_type=paging-test&actor=seeder.one')).json().data).toHaveLength(7);
    expect((await read(admin, '?target_type=paging-test&actor=nobody')).json().data).toHaveLength(0);
    // The text is matched literally: % and _ are not wildcards.
    expect((await read(admin, '?target_type=paging-test&actor=%25')).json().data).toHaveLength(0);
    expect((await read(admin, '?target_type=paging-test&target_id=5')).json().data).toHaveLength(1);
    expect((await read(admin, '?target_type=paging-test&action=auth.login')).json().data).toHaveLength(0);
    expect((await read(admin, '?target_type=paging-test&project_id=999999')).json().data).toHaveLength(0);

    const unknownAction = await read(admin, '?action=coffee.made');
    expect(unknownAction.statusCode).toBe(422);
    expect((await read(admin, '?from=yesterday')).statusCode).toBe(422);
    expect((await read(admin, '?limit=201')).statusCode).toBe(422);
    expect((await read(admin, '?limit=200')).statusCode).toBe(200);
  });

  it('exports every matching entry as CSV, with formulas neutralised', async () => {
    const admin = await buildAdmin(ctx.app);
    await seed('export-test', Array.from({ length: 520 }, (_, index) => new Date(Date.parse('2031-01-01T00:00:00Z') + index * 1000).toISOString()));
    await recordAudit(ctx.app.database.db, { action: 'auth.login_failed', actor: { userId: null, label: '=HYPERLINK("https://evil.example","click")' }, client: null, target: { type: 'export-test', id: 'formula' } });

    const res = await exported(admin, '?target_type=export-test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFid,time,action,actor_id,actor,target_type,target_id,target,project_id,ip,device,user_agent,details\r\n')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 521);
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(lines[2]).toContain(',token.created,,seeder@example.com,export-test,520,Item 520,,10.0.0.1,Chrome 140 on Linux,');
    expect(lines.at(-1)).toContain(',export-test,1,Item 1,');
    expect((await exported(admin, '?target_type=export-test&target_id=formula')).body.trim().split('\r\n')).toHaveLength(2);
  });

  it('lists every account for administrators, with their flags and last sign-in', async () => {
    const admin = await buildAdmin(ctx.app);
    const linked = await buildUser(ctx.app);
    const gone = await buildUser(ctx.app, { first_name: 'Gone' });
    const db = ctx.app.database.db;
    await db.insertInto('user_identities').values({ user_id: linked.user.id, issuer: 'https://idp.example', subject: 'abc', created_at: new Date().toISOString() }).execute();
    await db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', gone.user.id).execute();

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { id: number; is_admin: boolean; sso_linked: boolean; deactivated: boolean; last_sign_in_at: string | null }[];
    const find = (person: SignedInUser) => users.find((user) => user.id === person.user.id);
    expect(find(admin)).toEqual({
      id: admin.user.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: admin.user.email,
      is_admin: true,
      deactivated: false,
      sso_linked: false,
      created_at: admin.user.created_at,
      last_sign_in_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(find(linked)).toMatchObject({ is_admin: false, sso_linked: true, deactivated: false });
    expect(find(gone)).toMatchObject({ first_name: 'Gone', deactivated: true, sso_linked: false });
    expect(users.map((user) => user.id)).toEqual([...users.map((user) => user.id)].sort((a, b) => a - b));
  });

  it('cannot be changed: no route writes it, and the database refuses an UPDATE', async () => {
    const admin = await buildAdmin(ctx.app);
    await ctx.app.ready();
    const document = ctx.app.swagger() as OpenAPIV3_1.Document;
    const auditPaths = Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith('/api/v1/admin/audit-log'));
    expect(auditPaths.map(([path, item]) => `${Object.keys(item ?? {}).join(',')} ${path}`).sort()).toEqual(['get /api/v1/admin/audit-log', 'get /api/v1/admin/audit-log/export.csv']);

    const entry = (await read(admin, `?actor_id=${admin.user.id}&action=auth.login`)).json().data[0];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/admin/audit-log', `/api/v1/admin/audit-log/${entry.id}`, '/api/v1/admin/audit-log/export.csv']) {
        const res = await ctx.app.inject({ method, url, headers: admin.headers, payload: { actor: 'someone else' } });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    const db = ctx.app.database.db;
    await expect(sql`update audit_log set actor_label = 'someone else' where id = ${entry.id}`.execute(db)).rejects.toThrow(/append-only/);
    expect((await read(admin, `?actor_id=${admin.user.id}&action=auth.login`)).json().data[0]).toEqual(entry);
  });

  it(`keeps entries AUDIT_RETENTION_DAYS (400 unless set): the sweep deletes older ones only (${dialectUnderTest})`, async () => {
    const admin = await buildAdmin(ctx.app);
    const now = Date.now();
    await seed('retention-test', [now - 401 * DAY_MS, now - 399 * DAY_MS, now - 10 * DAY_MS].map((time) => new Date(time).toISOString()));
    expect(ctx.app.auditRetention.days).toBe(400);
    expect(await ctx.app.auditRetention.sweep()).toBeGreaterThanOrEqual(1);
    const kept = (await read(admin, '?target_type=retention-test')).json().data.map((entry: { target_id: string }) => entry.target_id);
    expect(kept).toEqual(['3', '2']);
    expect(await createAuditRetention(ctx.app.database.db, 30).sweep()).toBe(1);
    expect((await read(admin, '?target_type=retention-test')).json().data.map((entry: { target_id: string }) => entry.target_id)).toEqual(['3']);

    const config = (value?: string) => loadConfig({ DATA_DIR: ctx.dataDir, ...(value !== undefined && { AUDIT_RETENTION_DAYS: value }) });
    expect(config().auditRetentionDays).toBe(400);
    expect(config('30').auditRetentionDays).toBe(30);
    for (const bad of ['0', '-5', '2.5', 'forever']) {
      expect(() => config(bad), bad).toThrow(ConfigError);
      expect(() => config(bad), bad).toThrow(/AUDIT_RETENTION_DAYS: must be a whole number of days, from 1 to 36500/);
    }
  });
});
