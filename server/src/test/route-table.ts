import type { FastifyInstance } from 'fastify';
import { buildMultipart, buildUser, DEFAULT_PASSWORD, type SignedInUser } from './factories.ts';
import { makeImage } from './images.ts';
import { buildProject, buildUploadedAsset } from './project-factories.ts';

/**
 * Every route of the API with a call that reaches its work, on a scene holding everything a route
 * can be about: the rights table (`authorization.test.ts`) and the state-change guard's sweep
 * (`state-change-guard.test.ts`) walk the same rows, so a new route joins both.
 */

export type Who = 'anonymous' | 'outsider' | 'member' | 'admin' | 'owner';
const EVERYONE_IN: Who[] = ['member', 'admin', 'owner'];
const MANAGERS: Who[] = ['admin', 'owner'];
const OWNER: Who[] = ['owner'];
/** Tried in this order, so that a destructive call by an allowed role comes after every refusal. */
export const ORDER: Who[] = ['anonymous', 'outsider', 'member', 'admin', 'owner'];

export interface People {
  owner: SignedInUser;
  admin: SignedInUser;
  member: SignedInUser;
  outsider: SignedInUser;
}

/** One project with everything a route can be about, made fresh so that no row sees another's changes. */
export async function buildScene(app: FastifyInstance, people: People) {
  const db = app.database.db;
  const projectId = await buildProject(app, people.owner, 'Guarded');
  const at = new Date().toISOString();
  await db.insertInto('project_members').values([
    { project_id: projectId, user_id: people.admin.user.id, role: 'Admin', created_at: at, updated_at: at },
    { project_id: projectId, user_id: people.member.user.id, role: 'Member', created_at: at, updated_at: at },
  ]).execute();
  const target = await buildUser(app);
  const targetRow = await db.insertInto('project_members').values({ project_id: projectId, user_id: target.user.id, role: 'Member', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  const asset = await buildUploadedAsset(app, people.owner, projectId, 'guarded.png');
  const versionId = asset.versions[0].id as number;
  const variationId = asset.versions[0].variations[0].id as number;
  const comment = (await app.inject({ method: 'POST', url: '/api/v1/comments', headers: people.member.headers, payload: { variation_id: variationId, content: 'By the member' } })).json().data;
  const reacted = (await app.inject({ method: 'POST', url: '/api/v1/comments-react', headers: people.member.headers, payload: { comment_id: comment.id, reaction: '👍' } })).json().data;
  const link = (await app.inject({ method: 'POST', url: `/api/v1/assets/${asset.id}/share-links`, headers: people.owner.headers })).json().data;
  // Written directly: the plan's seats would run out over this many scenes.
  const invitee = `invitee.${projectId}@example.test`;
  const invitation = await db
    .insertInto('invitations')
    .values({ project_id: projectId, email: invitee, email_key: invitee, role: 'Member', message: null, token: `invitation-token-${projectId}`, invited_by_user_id: people.owner.user.id, is_pending: 1, accepted_at: null, created_at: at, updated_at: at })
    .returning(['id', 'token'])
    .executeTakeFirstOrThrow();
  // Written directly and switched off: no delivery of the scene's own events goes out.
  const webhook = await db
    .insertInto('webhooks')
    .values({ project_id: projectId, url: 'https://hooks.example.test/in', events: '["comment.created"]', active: 0, secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0', created_by_user_id: people.owner.user.id, created_at: at, updated_at: at, failing_since: null, disabled_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await db
    .insertInto('webhook_deliveries')
    .values({ webhook_id: webhook.id, event: 'comment.created', message_id: `msg_${projectId}`, payload: '{}', state: 'delivered', status_code: 200, duration_ms: 5, response_excerpt: 'ok', attempts: 1, created_at: at, last_attempt_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Not the default: assets made in the scene keep the single stage they get without one.
  const stageTemplate = await db
    .insertInto('stage_templates')
    .values({ project_id: projectId, name: 'Scene stages', is_default: 0, restart_from: 'first', stages: '[{"name":"Internal","position":1,"start":"upload"}]', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stage = await db.selectFrom('review_stages').select('id').where('asset_id', '=', asset.id as number).executeTakeFirstOrThrow();
  const file = buildMultipart({}, [{ field: 'file', filename: 'brief.png', content: await makeImage('png', 20, 20) }]);
  const projectFile = (await app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/attachments`, headers: { ...people.owner.headers, ...file.headers }, payload: file.payload })).json().data;
  return {
      projectId,
      assetId: asset.id as number,
      versionId,
      variationId,
      commentId: comment.id as number,
      reactionId: (reacted.reactions as { id: number }[])[0]!.id,
      linkId: link.id as number,
      linkToken: (link.link as string).split('/review/')[1]!,
      invitationId: invitation.id,
      invitationToken: invitation.token,
      memberRowId: targetRow.id,
      projectFileId: projectFile.id as number,
      webhookId: webhook.id,
      deliveryId: delivery.id,
      stageTemplateId: stageTemplate.id,
      stageId: stage.id,
  };
}
export type Scene = Awaited<ReturnType<typeof buildScene>>;

export interface Call {
  url: string;
  /** In place of the caller's usual session. */
  headers?: Record<string, string>;
  payload?: object;
  multipart?: () => Promise<ReturnType<typeof buildMultipart>>;
}

export interface Row {
  /** `anyone`: no caller is refused; `signed-in`: anonymous 401, everyone else served; else the project roles served (outsiders 404, others 403). */
  allowed: 'anyone' | 'signed-in' | Who[];
  call: (scene: Scene, who: Who, people: People) => Call | Promise<Call>;
  /** Changes what the next caller would find: each caller gets a scene of their own. */
  destructive?: boolean;
  /** Statuses where the rule is answered otherwise, by design. */
  expect?: Partial<Record<Who, number>>;
}

/** Per app, a server administrator (`users.is_admin`), made once: whom the Administration's rows serve. */
const serverAdmins = new WeakMap<FastifyInstance, Promise<SignedInUser>>();
export function serverAdmin(app: FastifyInstance): Promise<SignedInUser> {
  let admin = serverAdmins.get(app);
  if (!admin) {
    admin = buildUser(app).then(async (made) => {
      await app.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', made.user.id).execute();
      return made;
    });
    serverAdmins.set(app, admin);
  }
  return admin;
}

const design = async (fields: Record<string, string>) => buildMultipart(fields, [{ field: 'design_file', filename: 'next.png', content: await makeImage('png', 300, 200) }]);

/** The table, for the app `ctx` holds (read lazily: the app is built in `beforeAll`). */
export function routeTable(ctx: { readonly app: FastifyInstance }): Record<string, Row> {
  /**
   * A route of the server's Administration: the owner's call is made as a server administrator, so
   * the row checks they are served; everyone else, whatever their project role, is refused (403).
   */
  const asServerAdmin = (url: string) => async (_s: Scene, who: Who): Promise<Call> => (who === 'owner' ? { url, headers: (await serverAdmin(ctx.app)).headers } : { url });
  return {
  'GET /api/v1/health': { allowed: 'anyone', call: () => ({ url: '/api/v1/health' }) },
  'GET /api/v1/ready': { allowed: 'anyone', call: () => ({ url: '/api/v1/ready' }) },
  'POST /api/v1/auth/register': { allowed: 'anyone', call: (_s, who) => ({ url: '/api/v1/auth/register', payload: { first_name: 'New', last_name: who, email: `new.${who}.${Date.now()}@example.test`, password: DEFAULT_PASSWORD, newsletter: false } }) },
  'POST /api/v1/auth/login': { allowed: 'anyone', call: (_s, _who, people) => ({ url: '/api/v1/auth/login', payload: { email: people.outsider.user.email, password: DEFAULT_PASSWORD } }) },
  // On a session of its own, so the callers' sessions live on for the other rows.
  'POST /api/v1/auth/logout': {
    allowed: 'signed-in',
    call: async (_s, who, people) => {
      if (who === 'anonymous') return { url: '/api/v1/auth/logout' };
      const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: people[who].user.email, password: DEFAULT_PASSWORD } });
      return { url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${login.json().token}` } };
    },
  },
  'POST /api/v1/auth/forgot-password': { allowed: 'anyone', call: () => ({ url: '/api/v1/auth/forgot-password', payload: { email: 'nobody@example.test' } }) },
  'POST /api/v1/auth/reset-password': { allowed: 'anyone', call: () => ({ url: '/api/v1/auth/reset-password', payload: { token: 'not-a-token', password: 'a-new-password', password_confirmation: 'a-new-password' } }) },
  // Single sign-on is off in the test app: start and callback answer with the login page saying so (features/sso tests the rest).
  'GET /api/v1/auth/sso': { allowed: 'anyone', call: () => ({ url: '/api/v1/auth/sso' }) },
  'POST /api/v1/auth/sso/start': { allowed: 'anyone', call: () => ({ url: '/api/v1/auth/sso/start', payload: { return_to: '/' } }) },
  // A GET that writes, reached from the provider's site by design (`crossSiteEntry`): its state, bound to the browser, is its guard.
  'GET /api/v1/auth/sso/callback': { allowed: 'anyone', call: () => ({ url: '/api/v1/auth/sso/callback?code=not-a-code&state=not-a-state' }) },
  'GET /api/v1/admin/sso': { allowed: OWNER, call: asServerAdmin('/api/v1/admin/sso'), expect: { outsider: 403 } },
  'GET /api/v1/profile': { allowed: 'signed-in', call: () => ({ url: '/api/v1/profile' }) },
  'POST /api/v1/tokens': { allowed: 'signed-in', call: () => ({ url: '/api/v1/tokens', payload: { name: 'Script', scope: 'read' } }) },
  'GET /api/v1/tokens': { allowed: 'signed-in', call: () => ({ url: '/api/v1/tokens' }) },
  // Each caller revokes a token of their own.
  'DELETE /api/v1/tokens/{id}': {
    allowed: 'signed-in',
    call: async (_s, who, people) => {
      if (who === 'anonymous') return { url: '/api/v1/tokens/1' };
      const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: people[who].headers, payload: { name: 'Doomed', scope: 'read' } });
      return { url: `/api/v1/tokens/${made.json().data.id}` };
    },
  },
  'PUT /api/v1/profile/update': { allowed: 'signed-in', call: () => ({ url: '/api/v1/profile/update', payload: { first_name: 'Same', last_name: 'Person' } }) },
  'POST /api/v1/profile/update-avatar': { allowed: 'signed-in', call: () => ({ url: '/api/v1/profile/update-avatar', multipart: async () => buildMultipart({}, [{ field: 'avatar', filename: 'me.png', content: await makeImage('png', 64, 64) }]) }) },
  'PUT /api/v1/profile/update-avatar': { allowed: 'signed-in', call: () => ({ url: '/api/v1/profile/update-avatar', multipart: async () => buildMultipart({}, [{ field: 'avatar', filename: 'me.png', content: await makeImage('png', 64, 64) }]) }) },
  'PUT /api/v1/profile/password': { allowed: 'signed-in', call: () => ({ url: '/api/v1/profile/password', payload: { current_password: 'not-it', password: 'another-password' } }), expect: { outsider: 422, member: 422, admin: 422, owner: 422 } },
  'PUT /api/v1/profile/plan': { allowed: 'signed-in', call: () => ({ url: '/api/v1/profile/plan', payload: { plan: 'pro' } }) },
  'GET /api/v1/sessions': { allowed: 'signed-in', call: () => ({ url: '/api/v1/sessions' }) },
  'DELETE /api/v1/sessions/others': { allowed: 'signed-in', call: () => ({ url: '/api/v1/sessions/others' }) },
  // Another person's session is as good as unknown.
  'DELETE /api/v1/sessions/{id}': { allowed: 'signed-in', call: () => ({ url: '/api/v1/sessions/0123456789abcdef0123456789abcdef' }), expect: { outsider: 404, member: 404, admin: 404, owner: 404 } },
  'GET /api/v1/plans': { allowed: 'anyone', call: () => ({ url: '/api/v1/plans' }) },
  'GET /api/v1/projects': { allowed: 'signed-in', call: () => ({ url: '/api/v1/projects' }) },
  'POST /api/v1/projects': { allowed: 'signed-in', call: (_s, who) => ({ url: '/api/v1/projects', payload: { project_name: `Mine ${who}` } }) },
  'GET /api/v1/projects/{id}': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}` }) },
  'PUT /api/v1/projects/{id}': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}`, payload: { project_name: 'Renamed' } }) },
  'DELETE /api/v1/projects/{id}': { allowed: OWNER, destructive: true, call: (s) => ({ url: `/api/v1/projects/${s.projectId}` }) },
  'PUT /api/v1/projects/{id}/star': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/star`, payload: { is_starred: 1 } }) },
  'GET /api/v1/stared-by-me': { allowed: 'signed-in', call: () => ({ url: '/api/v1/stared-by-me' }) },
  'GET /api/v1/my-archive': { allowed: 'signed-in', call: () => ({ url: '/api/v1/my-archive' }) },
  'GET /api/v1/assets': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets?project=${s.projectId}` }) },
  'POST /api/v1/assets': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/assets', payload: { project_id: s.projectId, title: 'Blank' } }) },
  'POST /api/v1/upload/design_files': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/upload/design_files', multipart: () => design({ project_id: String(s.projectId) }) }) },
  'GET /api/v1/assets/{id}': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}` }) },
  'PUT /api/v1/assets/{id}': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}`, payload: { title: 'Retitled' } }) },
  'DELETE /api/v1/assets/{id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/v1/assets/${s.assetId}` }) },
  'GET /api/v1/versions': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/versions?asset=${s.assetId}` }) },
  'POST /api/v1/versions': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/versions', multipart: () => design({ asset_id: String(s.assetId) }) }) },
  'PUT /api/v1/versions': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/versions', multipart: () => design({ asset_id: String(s.assetId) }) }) },
  'GET /api/v1/variations': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/variations?version=${s.versionId}` }) },
  'POST /api/v1/variations': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/variations', multipart: () => design({ version_id: String(s.versionId) }) }) },
  'PUT /api/v1/variations': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/variations', multipart: () => design({ version_id: String(s.versionId) }) }) },
  'POST /api/v1/variations/{id}/render': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/variations/${s.variationId}/render` }) },
  // A loopback port no allow list names: the capture is refused before any connection is tried.
  'POST /api/v1/assets/website': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/assets/website', payload: { project_id: s.projectId, url: 'http://127.0.0.1:9/', breakpoints: [800] } }) },
  // The scene's asset is an image: the service asks the policy before it says so (422).
  'POST /api/v1/assets/{id}/capture': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/capture` }) },
  'GET /api/v1/projects/{id}/website-settings': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/website-settings` }) },
  'PUT /api/v1/projects/{id}/website-settings': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/website-settings`, payload: { breakpoints: [1440, 390], hide_selectors: ['#cookies'] } }) },
  'GET /api/v1/projects/{id}/banner-limits': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/banner-limits` }) },
  'PUT /api/v1/projects/{id}/banner-limits': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/banner-limits`, payload: { load_kb: 200, load_requests: 15, animation_seconds: 30, loops: 3, click_tag_required: true } }) },
  // The scene's variation is a still, which has no frames (422), past the rights check.
  'GET /api/v1/variations/{id}/frames/{n}.png': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/variations/${s.variationId}/frames/0.png` }) },
  'GET /api/v1/variations/{id}/changes': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/variations/${s.variationId}/changes` }) },
  // Anyone who may change the asset; the scene's only variation is kept (422), past the rights check.
  'DELETE /api/v1/variations/{id}': { allowed: EVERYONE_IN, destructive: true, call: (s) => ({ url: `/api/v1/variations/${s.variationId}` }) },
  'GET /api/v1/comments': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/comments?asset=${s.assetId}` }) },
  'POST /api/v1/comments': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/comments', payload: { variation_id: s.variationId, content: 'Hello' } }) },
  'PUT /api/v1/comments/{id}': { allowed: ['member'], call: (s) => ({ url: `/api/v1/comments/${s.commentId}`, payload: { content: 'Edited' } }) },
  'DELETE /api/v1/comments/{id}': { allowed: EVERYONE_IN, destructive: true, call: (s) => ({ url: `/api/v1/comments/${s.commentId}` }) },
  'GET /api/v1/comments-resolve/{id}': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/comments-resolve/${s.commentId}` }) },
  'POST /api/v1/comments-resolve/{id}': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/comments-resolve/${s.commentId}` }) },
  'GET /api/v1/assets/{id}/feedback': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/feedback` }) },
  // The scene's comment has no mark, and only a marked one has a crop.
  'GET /api/v1/comments/{id}/crop.png': {
    allowed: EVERYONE_IN,
    call: async (s, _who, people) => {
      const mark = { variation_id: s.variationId, starting_point: [{ x: 10, y: 10 }], path: [{ x: 10, y: 10 }, { x: 40, y: 30 }], color: 'red', shape: 'arrow' };
      const marked = await ctx.app.inject({ method: 'POST', url: '/api/v1/annotation-comments', headers: people.owner.headers, payload: mark });
      return { url: `/api/v1/comments/${marked.json().data.id}/crop.png` };
    },
  },
  'POST /api/v1/comments-react': { allowed: EVERYONE_IN, call: (s) => ({ url: '/api/v1/comments-react', payload: { comment_id: s.commentId, reaction: '🎉' } }) },
  'DELETE /api/v1/remove-comment-reaction/{id}': { allowed: ['member'], destructive: true, call: (s) => ({ url: `/api/v1/remove-comment-reaction/${s.reactionId}` }) },
  'POST /api/v1/annotation-comments': {
    allowed: EVERYONE_IN,
    call: (s) => ({ url: '/api/v1/annotation-comments', payload: { variation_id: s.variationId, starting_point: '[{"x":10,"y":10}]', path: '[{"x":10,"y":10},{"x":20,"y":20}]', color: 'red', shape: 'pen' } }),
  },
  'GET /api/v1/projects/{id}/attachments': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/attachments` }) },
  'GET /api/v1/projects/{id}/plan-usage': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/plan-usage` }) },
  'POST /api/v1/projects/{id}/attachments': {
    allowed: EVERYONE_IN,
    call: (s) => ({ url: `/api/v1/projects/${s.projectId}/attachments`, multipart: async () => buildMultipart({}, [{ field: 'file', filename: 'notes.png', content: await makeImage('png', 20, 20) }]) }),
  },
  // The uploader (here the owner) and the managers.
  'DELETE /api/v1/project-attachments/{id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/v1/project-attachments/${s.projectFileId}` }) },
  'GET /api/v1/history': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/history?asset=${s.assetId}` }) },
  'GET /api/v1/notifications': { allowed: 'signed-in', call: () => ({ url: '/api/v1/notifications' }) },
  'POST /api/v1/notifications/read': { allowed: 'signed-in', call: () => ({ url: '/api/v1/notifications/read' }) },
  'GET /api/v1/notification-settings': { allowed: 'signed-in', call: () => ({ url: '/api/v1/notification-settings' }) },
  'PUT /api/v1/notification-settings': { allowed: 'signed-in', call: () => ({ url: '/api/v1/notification-settings', payload: { digest: 'hourly' } }) },
  // The signed token is the only key: a session neither helps nor is needed.
  'GET /api/v1/unsubscribe/{token}': { allowed: 'anyone', call: () => ({ url: '/api/v1/unsubscribe/1.mention.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }), expect: { anonymous: 404, outsider: 404, member: 404, admin: 404, owner: 404 } },
  'POST /api/v1/unsubscribe/{token}': { allowed: 'anyone', call: () => ({ url: '/api/v1/unsubscribe/1.mention.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }), expect: { anonymous: 404, outsider: 404, member: 404, admin: 404, owner: 404 } },
  'GET /api/v1/search': { allowed: 'signed-in', call: () => ({ url: '/api/v1/search?q=guarded' }) },
  // The owner cannot leave a project of their own; they delete it or hand it over.
  'POST /api/v1/projects/{id}/leave': { allowed: ['member', 'admin'], destructive: true, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/leave` }), expect: { owner: 422 } },
  'POST /api/v1/default-role': { allowed: MANAGERS, call: (s, _who, people) => ({ url: '/api/v1/default-role', payload: { project_id: s.projectId, user_id: people.member.user.id, is_default_creator: 1 } }) },
  'PUT /api/v1/members/{id}': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/members/${s.memberRowId}`, payload: { role: 'Admin' } }) },
  'DELETE /api/v1/members/{id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/v1/members/${s.memberRowId}` }) },
  'PUT /api/members/{id}': { allowed: MANAGERS, call: (s) => ({ url: `/api/members/${s.memberRowId}`, payload: { role: 'Admin' } }) },
  'DELETE /api/members/{id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/members/${s.memberRowId}` }) },
  'POST /api/v1/invite': { allowed: MANAGERS, call: (s, who) => ({ url: '/api/v1/invite', payload: { project_id: s.projectId, email: `guest.${who}.${s.projectId}@example.test`, role: 'Member' } }) },
  'GET /api/v1/invitations/{token}': { allowed: 'anyone', call: (s) => ({ url: `/api/v1/invitations/${s.invitationToken}` }) },
  // Only the person invited accepts: anyone else signed in is told to sign in with that address.
  'POST /api/v1/invitations/{token}/accept': { allowed: 'signed-in', call: (s) => ({ url: `/api/v1/invitations/${s.invitationToken}/accept` }), expect: { outsider: 403, member: 403, admin: 403, owner: 403 } },
  'DELETE /api/v1/withdraw-invitation/{id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/v1/withdraw-invitation/${s.invitationId}` }) },
  'POST /api/v1/resend/{id}': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/resend/${s.invitationId}` }) },
  'GET /api/v1/assets/{id}/share-links': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/share-links` }) },
  'POST /api/v1/assets/{id}/share-links': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/share-links` }) },
  'GET /api/v1/projects/{id}/share-links': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/share-links` }) },
  'POST /api/v1/projects/{id}/share-links': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/share-links` }) },
  'PUT /api/v1/share-links/{id}': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/share-links/${s.linkId}`, payload: { allow_download: true } }) },
  'DELETE /api/v1/share-links/{id}': { allowed: EVERYONE_IN, destructive: true, call: (s) => ({ url: `/api/v1/share-links/${s.linkId}` }) },
  'GET /api/v1/public/reviews/{token}': { allowed: 'anyone', call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}` }) },
  'GET /api/v1/public/reviews/{token}/page': { allowed: 'anyone', call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/page` }) },
  'POST /api/v1/public/reviews/{token}/unlock': { allowed: 'anyone', call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/unlock`, payload: { password: 'whatever' } }) },
  // Downloads are off unless the link allows them, whoever asks.
  'GET /api/v1/public/reviews/{token}/files/{variation_id}/original': {
    allowed: 'anyone',
    call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/files/${s.variationId}/original` }),
    expect: { anonymous: 403, outsider: 403, member: 403, admin: 403, owner: 403 },
  },
  'POST /api/v1/public/reviews/{token}/comments': {
    allowed: 'anyone',
    call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/comments`, payload: { variation_id: s.variationId, content: 'From a guest', name: 'Guest', email: 'guest@example.test' } }),
  },
  // Drawing is off unless the link allows it, whoever asks.
  'POST /api/v1/public/reviews/{token}/annotations': {
    allowed: 'anyone',
    call: (s) => ({
      url: `/api/v1/public/reviews/${s.linkToken}/annotations`,
      payload: { variation_id: s.variationId, starting_point: [{ x: 1, y: 1 }], path: [{ x: 2, y: 2 }], color: 'red', name: 'Guest', email: 'guest@example.test' },
    }),
    expect: { anonymous: 403, outsider: 403, member: 403, admin: 403, owner: 403 },
  },
  // An open stream never ends, so the row asks with a link that does not exist: refused alike for all.
  'GET /api/v1/public/reviews/{token}/events': {
    allowed: 'anyone',
    call: () => ({ url: '/api/v1/public/reviews/no-such-link/events' }),
    expect: { anonymous: 404, outsider: 404, member: 404, admin: 404, owner: 404 },
  },
  // The scene's comment is a member's: no browser holds its guest key.
  'PUT /api/v1/public/reviews/{token}/comments/{comment_id}': {
    allowed: 'anyone',
    call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/comments/${s.commentId}`, payload: { content: 'Changed' } }),
    expect: { anonymous: 403, outsider: 403, member: 403, admin: 403, owner: 403 },
  },
  'DELETE /api/v1/public/reviews/{token}/comments/{comment_id}': {
    allowed: 'anyone',
    call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/comments/${s.commentId}` }),
    expect: { anonymous: 403, outsider: 403, member: 403, admin: 403, owner: 403 },
  },
  // Decisions are off unless the link allows them, whoever asks.
  'POST /api/v1/public/reviews/{token}/decisions': {
    allowed: 'anyone',
    call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/decisions`, payload: { decision: 'approved', name: 'Guest', email: 'guest@example.test' } }),
    expect: { anonymous: 403, outsider: 403, member: 403, admin: 403, owner: 403 },
  },
  'GET /api/v1/public/reviews/{token}/variations/{variation_id}/changes': { allowed: 'anyone', call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/variations/${s.variationId}/changes` }) },
  'GET /api/v1/public/reviews/{token}/assets/{asset_id}/stages': { allowed: 'anyone', call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/assets/${s.assetId}/stages` }) },
  'POST /api/v1/projects/{id}/webhooks': {
    allowed: MANAGERS,
    call: (s) => ({ url: `/api/v1/projects/${s.projectId}/webhooks`, payload: { url: 'https://93.184.216.34/hook', events: ['asset.approved'], active: false } }),
  },
  'GET /api/v1/projects/{id}/webhooks': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/webhooks` }) },
  'PUT /api/v1/webhooks/{id}': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/webhooks/${s.webhookId}`, payload: { events: ['comment.resolved'] } }) },
  'DELETE /api/v1/webhooks/{id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/v1/webhooks/${s.webhookId}` }) },
  'GET /api/v1/webhooks/{id}/deliveries': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/webhooks/${s.webhookId}/deliveries` }) },
  'POST /api/v1/webhook-deliveries/{id}/redeliver': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/webhook-deliveries/${s.deliveryId}/redeliver` }) },
  'GET /api/v1/assets/{id}/report.pdf': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/report.pdf` }) },
  'GET /api/v1/projects/{id}/report.pdf': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/report.pdf` }) },
  'GET /api/v1/assets/{id}/comments.csv': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/comments.csv` }) },
  'GET /api/v1/projects/{id}/comments.csv': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/comments.csv` }) },
  // Downloads are off unless the link allows them, whoever asks.
  'GET /api/v1/public/reviews/{token}/report.pdf': {
    allowed: 'anyone',
    call: (s) => ({ url: `/api/v1/public/reviews/${s.linkToken}/report.pdf` }),
    expect: { anonymous: 403, outsider: 403, member: 403, admin: 403, owner: 403 },
  },
  'GET /api/v1/assets/{id}/review': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/review` }) },
  'PUT /api/v1/assets/{id}/review': { allowed: MANAGERS, call: (s, _who, people) => ({ url: `/api/v1/assets/${s.assetId}/review`, payload: { reviewers: [{ user_id: people.member.user.id, required: true }] } }) },
  // Only the asset's reviewers decide, and this asset has none yet.
  'GET /api/v1/assets/{id}/stages': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/stages` }) },
  'PUT /api/v1/assets/{id}/stages': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/stages`, payload: { stages: [{ id: s.stageId, name: 'Internal' }, { name: 'Client' }] } }) },
  // The scene's stage is running: a manager is told so (409), anyone else is refused first.
  'POST /api/v1/assets/{id}/stages/{stage_id}/start': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/stages/${s.stageId}/start` }) },
  'POST /api/v1/assets/{id}/decisions': { allowed: [], call: (s) => ({ url: `/api/v1/assets/${s.assetId}/decisions`, payload: { decision: 'approved' } }) },
  'GET /api/v1/assets/{id}/decisions': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/assets/${s.assetId}/decisions` }) },
  'GET /api/v1/reviews/mine': { allowed: 'signed-in', call: () => ({ url: '/api/v1/reviews/mine' }) },
  'GET /api/v1/projects/{id}/stage-templates': { allowed: EVERYONE_IN, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/stage-templates` }) },
  'POST /api/v1/projects/{id}/stage-templates': { allowed: MANAGERS, call: (s, who) => ({ url: `/api/v1/projects/${s.projectId}/stage-templates`, payload: { name: `Stages of ${who}`, stages: [{ name: 'Internal' }] } }) },
  'PUT /api/v1/projects/{id}/stage-templates/{template_id}': { allowed: MANAGERS, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/stage-templates/${s.stageTemplateId}`, payload: { restart_from: 'changes' } }) },
  'DELETE /api/v1/projects/{id}/stage-templates/{template_id}': { allowed: MANAGERS, destructive: true, call: (s) => ({ url: `/api/v1/projects/${s.projectId}/stage-templates/${s.stageTemplateId}` }) },
  'GET /api/v1/admin/users': { allowed: OWNER, call: asServerAdmin('/api/v1/admin/users'), expect: { outsider: 403 } },
  'GET /api/v1/admin/audit-log': { allowed: OWNER, call: asServerAdmin('/api/v1/admin/audit-log?action=auth.login&limit=5'), expect: { outsider: 403 } },
  'GET /api/v1/admin/audit-log/export.csv': { allowed: OWNER, call: asServerAdmin('/api/v1/admin/audit-log/export.csv?action=auth.login'), expect: { outsider: 403 } },
  'GET /api/v1/admin/scim-tokens': { allowed: OWNER, call: asServerAdmin('/api/v1/admin/scim-tokens'), expect: { outsider: 403 } },
  'POST /api/v1/admin/scim-tokens': { allowed: OWNER, call: async (s, who) => ({ ...(await asServerAdmin('/api/v1/admin/scim-tokens')(s, who)), payload: { name: 'Okta' } }), expect: { outsider: 403 } },
  // The server administrator revokes a token of their own making; the others are refused before any lookup.
  'DELETE /api/v1/admin/scim-tokens/{id}': {
    allowed: OWNER,
    expect: { outsider: 403 },
    call: async (_s, who) => {
      if (who !== 'owner') return { url: '/api/v1/admin/scim-tokens/0123456789abcdef0123456789abcdef' };
      const { headers } = await serverAdmin(ctx.app);
      const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/scim-tokens', headers, payload: { name: 'Doomed' } });
      return { url: `/api/v1/admin/scim-tokens/${made.json().data.id}`, headers };
    },
  },
  // Only a personal access token opens it (features/mcp tests the tools' rights); a session is refused.
  'POST /api/mcp': {
    allowed: 'signed-in',
    call: () => ({ url: '/api/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }),
    expect: { outsider: 401, member: 401, admin: 401, owner: 401 },
  },
  'GET /api/mcp': { allowed: 'anyone', call: () => ({ url: '/api/mcp' }), expect: { anonymous: 405, outsider: 405, member: 405, admin: 405, owner: 405 } },
  'DELETE /api/mcp': { allowed: 'anyone', call: () => ({ url: '/api/mcp' }), expect: { anonymous: 405, outsider: 405, member: 405, admin: 405, owner: 405 } },
  // A stream stays open: its refusals are what this table checks (its service is tested in features/events).
  'GET /api/v1/events': { allowed: 'signed-in', call: () => ({ url: '/api/v1/events' }), expect: { outsider: 0, member: 0, admin: 0, owner: 0 } },
  };
}

/** The four signed-in callers, on the pro plan so that no scene runs out of seats. */
export async function buildPeople(app: FastifyInstance): Promise<People> {
  const [owner, admin, member, outsider] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
  const people = { owner, admin, member, outsider };
  for (const person of Object.values(people)) await app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: person.headers, payload: { plan: 'pro' } });
  return people;
}
