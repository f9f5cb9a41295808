import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

// History is written by its listener alone: an event announced as services announce it, inside a
// transaction, becomes its line, and goes with the transaction when that fails.

const ctx = useTestApp();

async function scene() {
  const owner = await buildUser(ctx.app, { first_name: 'Dana', last_name: 'Designer' });
  const asset = await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner));
  const lines = () => ctx.app.database.db.selectFrom('history').select(['user_id', 'guest_name', 'action', 'text', 'reply', 'replied_to']).where('asset_id', '=', asset.id).orderBy('id').execute();
  return { owner, asset, lines };
}

describe('the history listener', () => {
  it('writes the line of an announced event, for a member and for a guest by name', async () => {
    const { owner, asset, lines } = await scene();
    const before = await lines();
    await ctx.app.database.db.transaction().execute(async (trx) => {
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
      });
    });
    expect((await lines()).slice(before.length)).toEqual([
      { user_id: owner.user.id, guest_name: null, action: 'deleted_variation', text: 'deleted variation "Dark mode" of version 1', reply: null, replied_to: null },
      { user_id: null, guest_name: 'Casey Client', action: 'decided_changes', text: 'requested changes on version 1 in Client', reply: 'Too dark', replied_to: null },
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
});
