import { expect, it } from 'vitest';
import { useTestApp, dialectUnderTest } from '../test/build-test-app.ts';
import { buildUser } from '../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../test/project-factories.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

const ctx = useTestApp();

it('turns each review of before stages into its asset’s single stage, untouched, and back again', async () => {
  const owner = await buildUser(ctx.app, { first_name: 'Dana' });
  const projectId = await buildProject(ctx.app, owner);
  const lead = await buildMember(ctx.app, owner, projectId, 'Member');
  const colleague = await buildMember(ctx.app, owner, projectId, 'Member');
  const asset = await buildUploadedAsset(ctx.app, owner, projectId);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, by = owner) =>
    ctx.app.inject({ method, url: `/api/v1/assets/${asset.id}${url}`, headers: by.headers, ...(payload && { payload }) });
  const set = await call('PUT', '/review', { reviewers: [{ user_id: lead.user.id, required: true }, { user_id: colleague.user.id }], rule: 'any', due_date: '2099-01-31' });
  expect(set.statusCode, set.body).toBe(200);
  expect((await call('POST', '/decisions', { decision: 'changes_requested', note: 'Bigger' }, lead)).statusCode).toBe(200);
  const before = (await call('GET', '/review')).json().data;
  const decisionsBefore = (await call('GET', '/decisions')).json().data;

  const db = ctx.app.database.db;
  await migrateTo(db, dialectUnderTest, '0024-video');
  await migrateToLatest(db, dialectUnderTest);

  const after = (await call('GET', '/review')).json().data;
  expect(after).toEqual(before);
  expect(after).toMatchObject({ rule: 'any', due_date: '2099-01-31', outcome: 'changes_requested', stage: { name: 'Review', state: 'changes_requested', of: 1 } });
  const decisions = (await call('GET', '/decisions')).json().data;
  expect(decisions).toEqual(decisionsBefore);
  const stages = (await call('GET', '/stages')).json().data;
  expect(stages).toHaveLength(1);
  // 0030 unticks the guests switch of a review's only stage; guests still decide there through the link.
  expect(stages[0]).toMatchObject({ position: 1, start: 'upload', guests: false, version: 1 });
  expect(stages[0].reviewers.map((reviewer: { user_id: number; decision: string }) => [reviewer.user_id, reviewer.decision])).toEqual([
    [lead.user.id, 'changes_requested'],
    [colleague.user.id, 'pending'],
  ]);
  // The review still works on the migrated stage.
  expect((await call('POST', '/decisions', { decision: 'approved' }, colleague)).json().data.outcome).toBe('changes_requested');
});

it('unticks the guests switch of reviews of one stage, and of no other stage', async () => {
  const owner = await buildUser(ctx.app, { first_name: 'Dana' });
  const projectId = await buildProject(ctx.app, owner);
  const single = await buildUploadedAsset(ctx.app, owner, projectId, 'single.png');
  const privateSingle = await buildUploadedAsset(ctx.app, owner, projectId, 'private.png');
  const twoStages = await buildUploadedAsset(ctx.app, owner, projectId, 'two.png');
  const db = ctx.app.database.db;
  // As 0025 left every review of before stages, and a review of two stages whose first takes guests.
  await migrateTo(db, dialectUnderTest, '0029-scim');
  const second = await db.selectFrom('review_stages').selectAll().where('asset_id', '=', twoStages.id).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = second;
  await db.insertInto('review_stages').values({ ...copy, position: 2, name: 'Client' }).execute();
  await db.updateTable('review_stages').set({ guests: 1 }).execute();
  await db.updateTable('review_stages').set({ private: 1 }).where('asset_id', '=', privateSingle.id).execute();

  await migrateToLatest(db, dialectUnderTest);

  const guestsOf = async (assetId: number) =>
    (await db.selectFrom('review_stages').select('guests').where('asset_id', '=', assetId).orderBy('position').execute()).map((row) => row.guests);
  expect(await guestsOf(single.id)).toEqual([0]);
  expect(await guestsOf(privateSingle.id)).toEqual([1]);
  expect(await guestsOf(twoStages.id)).toEqual([1, 1]);
});
