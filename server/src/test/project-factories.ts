import type { FastifyInstance } from 'fastify';
import { buildMultipart, buildUser, type SignedInUser } from './factories.ts';
import { makeImage } from './images.ts';

/** A project owned by `owner`, made through the real API; its id. */
export async function buildProject(app: FastifyInstance, owner: SignedInUser, name = 'Launch'): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/projects', headers: owner.headers, payload: { project_name: name } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id;
}

/** A new user who joined the project through an e-mailed invitation, as a person would. */
export async function buildMember(app: FastifyInstance, owner: SignedInUser, projectId: number, role: 'Admin' | 'Member'): Promise<SignedInUser> {
  const member = await buildUser(app);
  const invite = await app.inject({ method: 'POST', url: '/api/v1/invite', headers: owner.headers, payload: { project_id: projectId, email: member.user.email, role } });
  if (invite.statusCode >= 300) throw new Error(invite.body);
  const mail = await app.database.db.selectFrom('outbox').select('text_body').where('to_address', '=', member.user.email).executeTakeFirstOrThrow();
  const token = mail.text_body.match(/\/invite\/([\w-]+)/)?.[1];
  const accepted = await app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: member.headers });
  if (accepted.statusCode >= 300) throw new Error(accepted.body);
  return member;
}

/** An asset made from an uploaded PNG through `POST /upload/design_files`; the asset as the API answers. */
export async function buildUploadedAsset(app: FastifyInstance, user: SignedInUser, projectId: number, name = 'hero.png', content?: Buffer) {
  const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename: name, content: content ?? (await makeImage('png', 1200, 800)) }]);
  const res = await app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data;
}

/** An owner on the Pro plan (no plan limit in the way of large files) with a project: the owner and its id. */
export async function buildProOwner(app: FastifyInstance) {
  const owner = await buildUser(app);
  await app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
  return { owner, projectId: await buildProject(app, owner) };
}

/** Posts a design file to `url` (`/upload/design_files` or `/versions`) with the form's `fields`; the reply, whatever it is. */
export function postDesignFile(app: FastifyInstance, user: SignedInUser, url: string, fields: Record<string, string>, filename: string, content: Buffer) {
  const form = buildMultipart(fields, [{ field: 'design_file', filename, content }]);
  return app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
}
