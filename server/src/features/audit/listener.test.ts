import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain-events/events.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { BROWSER, entriesOf } from '../../test/audit-entries.ts';

// The audit log is written by its listener alone: a fact announced as services announce it, inside a
// transaction, becomes its entry, and goes with the transaction when that fails.

const ctx = useTestApp();
const SERVER_SRC = fileURLToPath(new URL('../..', import.meta.url));

const announced = (...events: DomainEvent[]) =>
  ctx.app.database.db.transaction().execute(async (trx) => {
    for (const event of events) await ctx.app.announce(trx, event);
  });

async function sourceFiles(dir: string): Promise<string[]> {
  const found = await readdir(dir, { withFileTypes: true, recursive: true });
  return found.filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the audit listener', () => {
  it('writes the entry of an announced fact: who, from where, what, in which project', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const by = { actor: { userId: owner.user.id, label: owner.user.email }, client: { ip: '203.0.113.7', userAgent: BROWSER } };
    const written = await entriesOf(ctx.app, () =>
      announced(
        { type: 'webhook.deleted', by, project_id: projectId, webhook: { id: 41, url: 'https://hooks.example.com/in' } },
        { type: 'session.sign_in_failed', by: { actor: { userId: null, label: 'nobody@example.com' }, client: by.client }, user: null, deactivated: false },
      ),
    );
    expect(written.map(({ id: _id, at: _at, ...entry }) => entry)).toEqual([
      {
        action: 'webhook.deleted',
        actor_user_id: owner.user.id,
        actor_label: owner.user.email,
        target_type: 'webhook',
        target_id: '41',
        target_label: 'https://hooks.example.com/in',
        project_id: projectId,
        ip: '203.0.113.7',
        user_agent: BROWSER,
        details: null,
      },
      { action: 'auth.login_failed', actor_user_id: null, actor_label: 'nobody@example.com', target_type: null, target_id: null, target_label: null, project_id: null, ip: '203.0.113.7', user_agent: BROWSER, details: null },
    ]);
  });

  it('writes nothing when the announcing transaction fails', async () => {
    const owner = await buildUser(ctx.app);
    const failed = entriesOf(ctx.app, () =>
      ctx.app.database.db.transaction().execute(async (trx) => {
        await ctx.app.announce(trx, { type: 'token.revoked', by: { actor: { userId: owner.user.id, label: owner.user.email }, client: null }, token: { id: 3, name: 'CI' } });
        throw new Error('the change failed after announcing');
      }),
    );
    await expect(failed).rejects.toThrow('the change failed after announcing');
    expect(await entriesOf(ctx.app, async () => undefined)).toEqual([]);
    const revoked = await ctx.app.database.db.selectFrom('audit_log').select('id').where('action', '=', 'token.revoked').where('actor_user_id', '=', owner.user.id).execute();
    expect(revoked).toEqual([]);
  });

  it("turns a guest's decision into both its history line and its audit entry, in one transaction", async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId);
    const lines = () => ctx.app.database.db.selectFrom('history').select(['user_id', 'guest_name', 'action', 'text', 'reply']).where('asset_id', '=', asset.id).orderBy('id').execute();
    const linesBefore = (await lines()).length;
    const decision: DomainEvent = { type: 'decision.made', asset_id: asset.id, version_number: 1, actor_id: null, actor_name: 'Casey Client (guest)', guest_name: 'Casey Client', decision: 'approved', note: 'Ship it', concludes: false, client: null };

    const written = await entriesOf(ctx.app, () => announced(decision));

    expect((await lines()).slice(linesBefore)).toEqual([{ user_id: null, guest_name: 'Casey Client', action: 'decided_approved', text: 'approved version 1', reply: 'Ship it' }]);
    expect(written.map(({ id: _id, at: _at, ...entry }) => entry)).toEqual([
      {
        action: 'review.decided',
        actor_user_id: null,
        actor_label: 'Casey Client (guest)',
        target_type: 'asset',
        target_id: String(asset.id),
        target_label: asset.title,
        project_id: projectId,
        ip: null,
        user_agent: null,
        details: JSON.stringify({ decision: 'approved', version: 1, note: 'Ship it' }),
      },
    ]);
  });

  it('is the only writer: no other server file inserts into the log or calls recordAudit', async () => {
    const writers = [];
    for (const file of await sourceFiles(SERVER_SRC)) {
      const text = await readFile(file, 'utf8');
      if (/insertInto\('audit_log'\)|recordAudit\(/.test(text)) writers.push(path.relative(SERVER_SRC, file));
    }
    expect(writers.sort()).toEqual(['features/audit/listener.ts', 'features/audit/record-audit.ts']);
  });
});
