import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@review/contract/errors';
import { TEMPLATES_PER_PROJECT, type StageTemplate } from '@review/contract/stages';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject } from '../../test/project-factories.ts';
import { defaultTemplateOf, findTemplate } from './asset-templates.ts';
const { stage_first_waits: FIRST_STAGE_WAITS, stage_position_goes_down: POSITION_GOES_DOWN, stage_side_by_side_starts: SIDE_BY_SIDE_STARTS, reviewers_not_members: REVIEWERS_NOT_IN_PROJECT, template_name_taken: TEMPLATE_NAME_TAKEN } = ERROR_CODES;

const ctx = useTestApp();

const call = (person: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload !== undefined && { payload: payload as object }) });

const templatesOf = (projectId: number) => `/projects/${projectId}/stage-templates`;

async function buildTeam() {
  const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
  const projectId = await buildProject(ctx.app, owner, 'Spring campaign');
  const admin = await buildMember(ctx.app, owner, projectId, 'Admin');
  const member = await buildMember(ctx.app, owner, projectId, 'Member');
  return { owner, admin, member, projectId };
}

async function create(person: SignedInUser, projectId: number, body: object): Promise<StageTemplate> {
  const res = await call(person, 'POST', templatesOf(projectId), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const names = async (person: SignedInUser, projectId: number) => ((await call(person, 'GET', templatesOf(projectId))).json().data as StageTemplate[]).map((template) => `${template.name}${template.is_default ? '*' : ''}`);

describe('stage templates', () => {
  it('need a signed-in caller', async () => {
    const { projectId } = await buildTeam();
    expect((await call(null, 'GET', templatesOf(projectId))).statusCode).toBe(401);
    expect((await call(null, 'POST', templatesOf(projectId), { name: 'Flow', stages: [{ name: 'Internal' }] })).statusCode).toBe(401);
  });

  it('are saved with their stages normalised, listed by name, changed and deleted', async () => {
    const { owner, admin, member, projectId } = await buildTeam();
    const created = await call(owner, 'POST', templatesOf(projectId), {
      name: '  Three rounds ',
      restart_from: 'changes',
      stages: [
        { name: 'Internal', reviewers: [{ user_id: admin.user.id, required: true }], deadline_days: 2, lock: true },
        { name: 'Client', position: 4, private: true, guests: true },
        { name: 'Brand', position: 4 },
        { name: 'Legal', position: 6, start: 'manual', rule: 'any', reviewers: [{ user_id: member.user.id }] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Template saved.');
    const template = created.json().data as StageTemplate;
    expect(template).toMatchObject({ project_id: projectId, name: 'Three rounds', is_default: false, restart_from: 'changes' });
    expect(template.stages).toEqual([
      { name: 'Internal', position: 1, start: 'upload', rule: 'all', deadline_days: 2, lock: true, private: false, guests: false, reviewers: [{ user_id: admin.user.id, required: true }] },
      { name: 'Client', position: 2, start: 'previous_approved', rule: 'all', deadline_days: null, lock: false, private: true, guests: true, reviewers: [] },
      { name: 'Brand', position: 2, start: 'previous_approved', rule: 'all', deadline_days: null, lock: false, private: false, guests: false, reviewers: [] },
      { name: 'Legal', position: 3, start: 'manual', rule: 'any', deadline_days: null, lock: false, private: false, guests: false, reviewers: [{ user_id: member.user.id, required: false }] },
    ]);

    await create(admin, projectId, { name: 'ad hoc', stages: [{ name: 'Only' }] });
    await create(owner, projectId, { name: 'Agency', stages: [{ name: 'Only' }] });
    expect(await names(member, projectId)).toEqual(['ad hoc', 'Agency', 'Three rounds']);

    const renamed = await call(admin, 'PUT', `${templatesOf(projectId)}/${template.id}`, { name: 'Two rounds', stages: [{ name: 'Internal' }, { name: 'Client' }] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Template saved.', data: { name: 'Two rounds', restart_from: 'changes', stages: [{ name: 'Internal', position: 1 }, { name: 'Client', position: 2 }] } });

    expect((await call(owner, 'DELETE', `${templatesOf(projectId)}/${template.id}`)).json()).toEqual({ message: 'Template deleted.' });
    expect(await names(owner, projectId)).toEqual(['ad hoc', 'Agency']);
    expect((await call(owner, 'DELETE', `${templatesOf(projectId)}/${template.id}`)).statusCode).toBe(404);
  });

  it('are read by everyone in the project and kept by its owner and admins only', async () => {
    const { owner, member, projectId } = await buildTeam();
    const template = await create(owner, projectId, { name: 'Flow', stages: [{ name: 'Internal' }] });
    expect((await call(member, 'GET', templatesOf(projectId))).statusCode).toBe(200);
    expect((await call(member, 'POST', templatesOf(projectId), { name: 'Mine', stages: [{ name: 'Internal' }] })).statusCode).toBe(403);
    expect((await call(member, 'PUT', `${templatesOf(projectId)}/${template.id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `${templatesOf(projectId)}/${template.id}`)).statusCode).toBe(403);

    const outsider = await buildUser(ctx.app);
    for (const [method, url] of [['GET', templatesOf(projectId)], ['PUT', `${templatesOf(projectId)}/${template.id}`], ['DELETE', `${templatesOf(projectId)}/${template.id}`]] as const) {
      const res = await call(outsider, method, url, method === 'PUT' ? { name: 'Mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Project not found.');
    }
    expect(await names(owner, projectId)).toEqual(['Flow']);
  });

  it('refuse stages out of order, side by side with different starts, or a first stage that waits', async () => {
    const { owner, projectId } = await buildTeam();
    const cases = [
      { stages: [{ name: 'A', position: 2 }, { name: 'B', position: 1 }], message: POSITION_GOES_DOWN, code: 'stage_position_goes_down', field: 'stages.1.position' },
      { stages: [{ name: 'A' }, { name: 'B', position: 2, start: 'manual' }, { name: 'C', position: 2, start: 'previous_decided' }], message: SIDE_BY_SIDE_STARTS, code: 'stage_side_by_side_starts', field: 'stages.2.start' },
      { stages: [{ name: 'A', start: 'previous_approved' }], message: FIRST_STAGE_WAITS, code: 'stage_first_waits', field: 'stages.0.start' },
    ];
    for (const { stages, message, code, field } of cases) {
      const res = await call(owner, 'POST', templatesOf(projectId), { name: 'Flow', stages });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ message, code, errors: { [field]: message } });
    }
    const template = await create(owner, projectId, { name: 'Flow', stages: [{ name: 'A' }] });
    const res = await call(owner, 'PUT', `${templatesOf(projectId)}/${template.id}`, { stages: [{ name: 'A', position: 3 }, { name: 'B', position: 2 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(POSITION_GOES_DOWN);
  });

  it('take reviewers only from the project, and leave out those who left it since', async () => {
    const { owner, member, projectId } = await buildTeam();
    const stranger = await buildUser(ctx.app);
    const refused = await call(owner, 'POST', templatesOf(projectId), { name: 'Flow', stages: [{ name: 'A' }, { name: 'B', reviewers: [{ user_id: stranger.user.id }] }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: REVIEWERS_NOT_IN_PROJECT, errors: { 'stages.1.reviewers': REVIEWERS_NOT_IN_PROJECT } });

    const template = await create(owner, projectId, { name: 'Flow', is_default: true, stages: [{ name: 'A', reviewers: [{ user_id: owner.user.id, required: true }, { user_id: member.user.id }] }] });
    await ctx.app.database.db.deleteFrom('project_members').where('project_id', '=', projectId).where('user_id', '=', member.user.id).execute();
    const listed = (await call(owner, 'GET', templatesOf(projectId))).json().data as StageTemplate[];
    expect(listed[0]!.stages[0]!.reviewers).toEqual([{ user_id: owner.user.id, required: true }]);
    // Saved back as shown: not refused for the person who left.
    expect((await call(owner, 'PUT', `${templatesOf(projectId)}/${template.id}`, { stages: listed[0]!.stages })).statusCode).toBe(200);
  });

  it('answer bad input with a 4xx, never a 500', async () => {
    const { owner, projectId } = await buildTeam();
    const template = await create(owner, projectId, { name: 'Flow', stages: [{ name: 'A' }] });
    const bodies: unknown[] = [
      {},
      { name: 'Flow' },
      { name: '', stages: [{ name: 'A' }] },
      { name: 'Flow', stages: [] },
      { name: 'Flow', stages: 'A' },
      { name: 'Flow', stages: [{ name: ' ' }] },
      { name: 'Flow', stages: [{ name: 'A', start: 'at' }] },
      { name: 'Flow', stages: [{ name: 'A', position: 0 }] },
      { name: 'Flow', stages: [{ name: 'A', deadline_days: 0 }] },
      { name: 'Flow', stages: [{ name: 'A', reviewers: [{ user_id: owner.user.id }, { user_id: owner.user.id }] }] },
      { name: 'Flow', restart_from: 'middle', stages: [{ name: 'A' }] },
      { name: 'Flow', stages: Array.from({ length: 11 }, (_, index) => ({ name: `S${index}` })) },
      [1, 2],
    ];
    for (const body of bodies) {
      const res = await call(owner, 'POST', templatesOf(projectId), body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect((await call(owner, 'POST', templatesOf(projectId), { name: 'Flow', stages: [{ name: 'A', start: 'at' }] })).json().message).toBe('A template cannot start a stage at a set time: choose the time on the asset.');
    expect((await call(owner, 'PUT', `${templatesOf(projectId)}/${template.id}`, {})).statusCode).toBe(422);
    expect((await call(owner, 'PUT', `${templatesOf(projectId)}/abc`, { name: 'X' })).statusCode).toBe(422);
    expect((await call(owner, 'GET', '/projects/abc/stage-templates')).statusCode).toBe(422);
  });

  it('keep names unique in a project, whatever the case, and at most TEMPLATES_PER_PROJECT of them', async () => {
    const { owner, projectId } = await buildTeam();
    const first = await create(owner, projectId, { name: 'Flow', stages: [{ name: 'A' }] });
    const second = await create(owner, projectId, { name: 'Other', stages: [{ name: 'A' }] });
    for (const [method, url] of [['POST', templatesOf(projectId)], ['PUT', `${templatesOf(projectId)}/${second.id}`]] as const) {
      const res = await call(owner, method, url, { name: 'FLOW', stages: [{ name: 'A' }] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: TEMPLATE_NAME_TAKEN, code: 'template_name_taken' });
    }
    // Its own name is no conflict; another project may use the name.
    expect((await call(owner, 'PUT', `${templatesOf(projectId)}/${first.id}`, { name: 'flow' })).statusCode).toBe(200);
    await create(owner, await buildProject(ctx.app, owner, 'Elsewhere'), { name: 'Flow', stages: [{ name: 'A' }] });

    for (let index = 2; index < TEMPLATES_PER_PROJECT; index++) await create(owner, projectId, { name: `Flow ${index}`, stages: [{ name: 'A' }] });
    const full = await call(owner, 'POST', templatesOf(projectId), { name: 'One more', stages: [{ name: 'A' }] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'A project may have at most 20 templates.', code: 'template_limit_reached', params: { max: 20 } });
    // Changing one of them is still allowed.
    expect((await call(owner, 'PUT', `${templatesOf(projectId)}/${second.id}`, { restart_from: 'changes' })).statusCode).toBe(200);
  });

  it('have one default at most, switched in one go, and change only the fields sent', async () => {
    const { owner, projectId } = await buildTeam();
    expect(await defaultTemplateOf(ctx.app.database.db, projectId)).toBeNull();
    const first = await create(owner, projectId, { name: 'First', is_default: true, restart_from: 'changes', stages: [{ name: 'Internal' }, { name: 'Client', start: 'previous_decided' }] });
    const second = await create(owner, projectId, { name: 'Second', is_default: true, stages: [{ name: 'Only' }] });
    expect(await names(owner, projectId)).toEqual(['First', 'Second*']);

    const made = await call(owner, 'PUT', `${templatesOf(projectId)}/${first.id}`, { is_default: true });
    expect(made.json().data).toMatchObject({ is_default: true, restart_from: 'changes', name: 'First' });
    expect(await names(owner, projectId)).toEqual(['First*', 'Second']);
    expect(await defaultTemplateOf(ctx.app.database.db, projectId)).toEqual({
      restart_from: 'changes',
      stages: [
        expect.objectContaining({ name: 'Internal', position: 1, start: 'upload' }),
        expect.objectContaining({ name: 'Client', position: 2, start: 'previous_decided' }),
      ],
    });

    // Renaming the default leaves it the default.
    await call(owner, 'PUT', `${templatesOf(projectId)}/${first.id}`, { name: 'Main' });
    expect(await names(owner, projectId)).toEqual(['Main*', 'Second']);
    await call(owner, 'PUT', `${templatesOf(projectId)}/${first.id}`, { is_default: false });
    expect(await names(owner, projectId)).toEqual(['Main', 'Second']);
    expect(await defaultTemplateOf(ctx.app.database.db, projectId)).toBeNull();
    expect((await findTemplate(ctx.app.database.db, projectId, second.id))?.stages).toEqual([expect.objectContaining({ name: 'Only', position: 1, start: 'upload' })]);
  });

  it("answer 404 for another project's template", async () => {
    const { owner, admin, projectId } = await buildTeam();
    const otherProject = await buildProject(ctx.app, owner, 'Other');
    const foreign = await create(owner, otherProject, { name: 'Foreign', stages: [{ name: 'A' }] });
    for (const person of [owner, admin]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call(person, method, `${templatesOf(projectId)}/${foreign.id}`, method === 'PUT' ? { name: 'Mine' } : undefined);
        expect(res.statusCode, `${method} as ${person === owner ? 'owner' : 'admin'}`).toBe(404);
        expect(res.json().message).toBe('Template not found.');
      }
    }
    expect(await findTemplate(ctx.app.database.db, projectId, foreign.id)).toBeUndefined();
    expect(await names(owner, otherProject)).toEqual(['Foreign']);
  });
});
