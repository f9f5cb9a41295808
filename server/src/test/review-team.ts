import type { FastifyInstance } from 'fastify';
import { buildUser, type SignedInUser } from './factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from './project-factories.ts';

/** `method url` on the API as `user`, with an optional JSON body. */
export const apiCaller =
  (app: () => FastifyInstance) =>
  (user: SignedInUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload && { payload }) });

/** The scene of review tests: Dana Designer's project "Launch" on the pro plan, `members` people to review, and her uploaded "hero". */
export async function buildReviewTeam(app: FastifyInstance, members: number) {
  const owner = await buildUser(app, { first_name: 'Dana', last_name: 'Designer' });
  await app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
  const projectId = await buildProject(app, owner);
  const people: SignedInUser[] = [];
  for (let index = 0; index < members; index += 1) people.push(await buildMember(app, owner, projectId, 'Member'));
  const assetId = (await buildUploadedAsset(app, owner, projectId)).id as number;
  return { owner, projectId, members: people, assetId };
}
