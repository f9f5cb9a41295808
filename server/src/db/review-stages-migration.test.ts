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
  expect(stages[0]).toMatchObject({ position: 1, start: 'upload', guests: true, version: 1 });
  expect(stages[0].reviewers.map((reviewer: { user_id: number; decision: string }) => [reviewer.user_id, reviewer.decision])).toEqual([
    [lead.user.id, 'changes_requested'],
    [colleague.user.id, 'pending'],
  ]);
  // The review still works on the migrated stage.
  expect((await call('POST', '/decisions', { decision: 'approved' }, colleague)).json().data.outcome).toBe('changes_requested');
});
