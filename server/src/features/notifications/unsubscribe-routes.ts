import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Mustache from 'mustache';
import { z } from 'zod';
import { MessageReplySchema } from '@review/contract/errors';
import { notFound } from '../../errors.ts';
import type { NotificationsService } from './service.ts';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{title}} · Design Review</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #e4e4e7;border-radius:12px}
h1{margin:0 0 .5rem;font-size:1.25rem}p,form{margin:0 0 1rem;color:#3f3f46}
button{font:inherit;font-weight:600;padding:.6rem 1.1rem;border:0;border-radius:8px;background:#4f46e5;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}a{color:#4338ca}
</style></head>
<body><main>
<h1>{{title}}</h1>
<p>{{text}}</p>
{{#confirm}}<form method="post"><button type="submit">Unsubscribe</button></form>{{/confirm}}
<p><a href="/profile#section-notifications">Notification settings</a></p>
</main></body></html>`;

const TokenParams = z.object({ token: z.string().max(200) });
const NOT_VALID = 'This unsubscribe link is not valid. Change what you are e-mailed about in your notification settings.';

const wantsPage = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');
const page = (reply: FastifyReply, status: number, view: { title: string; text: string; confirm?: boolean }) =>
  reply.status(status).type('text/html; charset=utf-8').send(Mustache.render(PAGE, view));
/** A page as the API document shows it (sent as text, so never serialized against the schema). */
const pageAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * One-click unsubscribe (RFC 8058), for the links in notification e-mails: no login, the signed
 * token says who and what. GET only shows what the link will do (mail scanners open links; they must
 * not unsubscribe anyone); POST does it, from the page's button or from the mail program itself.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Mail programs post `List-Unsubscribe=One-Click` as a form; the token alone decides, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  api.get('/unsubscribe/:token', { config: { access: 'signed-token' }, schema: { tags: ['notifications'], operationId: 'previewUnsubscribe', summary: 'The page of an unsubscribe link: what it would stop, and its button', security: [], params: TokenParams, response: { 200: pageAnswer('The page, with its Unsubscribe button.'), 404: pageAnswer('The page saying the link is not valid.') } } }, async (request, reply) => {
    const found = notifications.describeUnsubscribe(request.params.token);
    if (!found) return page(reply, 404, { title: 'Link not valid', text: NOT_VALID });
    return page(reply, 200, {
      title: 'Unsubscribe?',
      text: `Unsubscribe from ${found.what}? They stop in e-mail and in the app; you can turn them on again in your notification settings.`,
      confirm: true,
    });
  });

  api.post('/unsubscribe/:token', { config: { access: 'signed-token' }, schema: { tags: ['notifications'], operationId: 'unsubscribe', summary: 'Unsubscribe (one click, RFC 8058): JSON, or a page for a browser asking for HTML', security: [], params: TokenParams, response: { 200: MessageReplySchema } } }, async (request, reply) => {
    const done = await notifications.unsubscribe(request.params.token);
    if (!done) {
      if (wantsPage(request)) return page(reply, 404, { title: 'Link not valid', text: NOT_VALID });
      throw notFound('unsubscribe_link_invalid');
    }
    const message = `You are unsubscribed from ${done.what}.`;
    if (wantsPage(request)) return page(reply, 200, { title: 'Unsubscribed', text: `${message} You can turn them on again in your notification settings.` });
    return { message };
  });
}
