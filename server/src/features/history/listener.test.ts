import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { entriesOf } from '../../test/audit-entries.ts';

// History is written by its listener alone: an event announced as services announce it, inside a
// transaction, becomes its line, and goes with the transaction when that fails.

const ctx = useTestApp();
const SERVER_SRC = fileURLToPath(new URL('../..', import.meta.url));

async function scene() {
  const owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Designer' });
  const projectId = await buildProject(ctx.app, owner);
  const asset = await buildUploadedAsset(ctx.app, owner, projectId);
  const lines = () => ctx.app.database.db.selectFrom('history').select(['user_id', 'guest_name', 'action', 'text', 'reply', 'replied_to']).where('asset_id', '=', asset.id).orderBy('id').execute();
  return { owner, projectId, asset, lines };
}

describe('the history listener', () => {
  it('writes the line of an announced event, for a member and for a guest by name; a decision is also its audit entry', async () => {
    const { owner, projectId, asset, lines } = await scene();
    const before = await lines();
    const audited = await entriesOf(ctx.app, () =>
      ctx.app.database.db.transaction().execute(async (trx) => {
        await ctx.app.announce(trx, { type: 'variation.deleted', asset_id: asset.id, version_number: 1, variation_name: 'Dark mode', actor_id: owner.user.id });
        await ctx.app.announce(trx, {
          type: 'decision.made',
          asset_id: asset.id,
          version_number: 1,
          actor_id: null,
          actor_name: 'Casey Client (guest)',
          guest_name: 'Casey Client',
          decision: 'changes_requested',
          note: 'Too dark',
          concludes: false,
          stage_name: 'Client',
          client: null,
        });
      }),
    );
    expect((await lines()).slice(before.length)).toEqual([
      { user_id: owner.user.id, guest_name: null, action: 'deleted_variation', text: 'deleted variation "Dark mode" of version 1', reply: null, replied_to: null },
      { user_id: null, guest_name: 'Casey Client', action: 'decided_changes', text: 'requested changes on version 1 in Client', reply: 'Too dark', replied_to: null },
    ]);
    expect(audited.map(({ action, actor_user_id, actor_label, target_type, target_id, project_id, details }) => ({ action, actor_user_id, actor_label, target_type, target_id, project_id, details }))).toEqual([
      {
        action: 'review.decided',
        actor_user_id: null,
        actor_label: 'Casey Client (guest)',
        target_type: 'asset',
        target_id: String(asset.id),
        project_id: projectId,
        details: JSON.stringify({ decision: 'changes_requested', version: 1, stage: 'Client', note: 'Too dark' }),
      },
    ]);
  });

  it('writes nothing for an event with no line, and nothing when the announcing transaction fails', async () => {
    const { owner, asset, lines } = await scene();
    const before = await lines();
    await ctx.app.database.db.transaction().execute(async (trx) => {
      await ctx.app.announce(trx, { type: 'status.changed', asset_id: asset.id, from: 'Ready to Review', to: 'Approved', actor_id: owner.user.id, because: { by: 'review_concluded' } });
    });
    const failed = ctx.app.database.db.transaction().execute(async (trx) => {
      await ctx.app.announce(trx, { type: 'approver.changed', asset_id: asset.id, approver_id: null, actor_id: owner.user.id });
      throw new Error('the change failed after announcing');
    });
    await expect(failed).rejects.toThrow('the change failed after announcing');
    expect(await lines()).toEqual(before);
  });

  it('is the only writer: no other server file inserts into the history table', async () => {
    const found = await readdir(SERVER_SRC, { withFileTypes: true, recursive: true });
    const sources = found.filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')).map((entry) => path.join(entry.parentPath, entry.name));
    const writers = [];
    for (const file of sources) if (/insertInto\('history'\)/.test(await readFile(file, 'utf8'))) writers.push(path.relative(SERVER_SRC, file));
    expect(writers).toEqual(['features/history/repository.ts']);
  });
});
