import type { Comment } from '@review/contract/comments';
import type { GuestAnnotationBody, GuestCommentBody } from '@review/contract/sharing';
import { authorize } from '../access/index.ts';
import { createComment, deleteComment, editComment } from '../comments/index.ts';
import type { GuestContext } from './guest-context.ts';
import { guestActor } from './guest-actor.ts';
import { withoutEmails } from './link-presentation.ts';
import type { GuestCookies } from './open-link.ts';

/** The cookie a guest's browser is to keep after writing: set when it had no genuine one yet. */
export type IssuedCookie = { name: string; value: string } | null;

/** The link behind the token as an Actor, writing under `given` with this browser's key (issued on its first write, with the cookie to set). */
async function writer({ links, access }: GuestContext, token: string, cookies: GuestCookies, given: { name: string; email: string }) {
  const link = await links.findSharedLink(token, cookies);
  const known = access.guestKey(link.id, cookies);
  if (known) return { actor: guestActor(link, known, given), cookie: null };
  const issued = access.issueGuest(link.id);
  return { actor: guestActor(link, issued.key, given), cookie: { name: access.guestCookieName(link.id), value: issued.value } };
}

/** The link behind the token as an Actor acting on what this browser wrote before (no key: nothing of theirs). */
async function author({ links, access }: GuestContext, token: string, cookies: GuestCookies) {
  const link = await links.findSharedLink(token, cookies);
  return guestActor(link, access.guestKey(link.id, cookies));
}

/** A guest's comment or reply, under the name and address they gave, by the members' own operation; announced, so the people concerned are told. */
export async function guestComment(ctx: GuestContext, token: string, body: GuestCommentBody, cookies: GuestCookies): Promise<{ comment: Comment; cookie: IssuedCookie }> {
  const { actor, cookie } = await writer(ctx, token, cookies, body);
  const comment = await createComment(ctx, { actor, variationId: body.variation_id, parentId: body.parent_id, content: body.content, page: body.page, frames: body });
  return { comment: withoutEmails(comment), cookie };
}

/** A guest's drawn mark with its comment, when the link lets guests draw; stored as members' marks are. */
export async function guestAnnotation(ctx: GuestContext, token: string, body: GuestAnnotationBody, cookies: GuestCookies): Promise<{ comment: Comment; cookie: IssuedCookie }> {
  const { actor, cookie } = await writer(ctx, token, cookies, body);
  // The link's switch is answered before anything about the design, as it always was.
  authorize(actor, 'comment.draw');
  const comment = await createComment(ctx, { actor, variationId: body.variation_id, content: body.content, mark: body, page: body.page, frames: body });
  return { comment: withoutEmails(comment), cookie };
}

/** A guest changes the text of a comment their browser wrote. */
export const guestEdit = async (ctx: GuestContext, token: string, commentId: number, content: string, cookies: GuestCookies): Promise<Comment> =>
  withoutEmails(await editComment(ctx, { actor: await author(ctx, token, cookies), commentId, content }));

/** A guest deletes a comment their browser wrote; the replies go with their thread, as members' do. */
export const guestDelete = async (ctx: GuestContext, token: string, commentId: number, cookies: GuestCookies): Promise<void> => deleteComment(ctx, { actor: await author(ctx, token, cookies), commentId });
