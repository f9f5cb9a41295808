import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Mustache from 'mustache';
import { z } from 'zod';
import { MessageReplySchema } from '@review/contract/errors';
import type { Locale } from '@review/contract/locales';
import { notFound } from '../../errors.ts';
import { localeOfRequest } from '../../i18n/locale.ts';
import { translate, type Message, type MessageId } from '../../i18n/messages.ts';
import type { NotificationsService } from './service.ts';

const PAGE = `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{title}} · {{brand}}</title>
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
{{#confirm}}<form method="post"><button type="submit">{{button}}</button></form>{{/confirm}}
<p><a href="/profile#section-notifications">{{settings}}</a></p>
</main></body></html>`;

const TokenParams = z.object({ token: z.string().max(200) });

/** What a link stops, as its sentences name it. */
const whatOf = (scope: string): Message =>
  scope === 'digest' ? { id: 'notice.unsubscribe.digest' } : scope === 'due_digest' ? { id: 'notice.unsubscribe.dueDigest' } : { id: 'notice.unsubscribe.kind', values: { topic: { id: `mail.kind.${scope}` as MessageId } } };

const wantsPage = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');
/** The page in `locale`, its title and text given as message ids. */
const page = (reply: FastifyReply, status: number, locale: Locale, view: { title: MessageId; text: MessageId; what?: Message; confirm?: boolean }) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      Mustache.render(PAGE, {
        lang: locale,
        brand: translate(locale, 'mail.brand'),
        title: translate(locale, view.title),
        text: translate(locale, view.text, view.what && { what: view.what }),
        confirm: view.confirm,
        button: translate(locale, 'notice.unsubscribe.button'),
        settings: translate(locale, 'mail.settings'),
      }),
    );
/** A link that is not genuine names no account: the page is in the browser's language. */
const notValid = (reply: FastifyReply, request: FastifyRequest, defaultLocale: Locale) =>
  page(reply, 404, localeOfRequest(request.headers['accept-language'], defaultLocale), { title: 'notice.unsubscribe.invalidTitle', text: 'notice.unsubscribe.invalid' });
/** A page as the API document shows it (sent as text, so never serialized against the schema). */
const pageAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * One-click unsubscribe (RFC 8058), for the links in notification e-mails: no login, the signed
 * token says who and what. GET only shows what the link will do (mail scanners open links; they must
 * not unsubscribe anyone); POST does it, from the page's button or from the mail program itself.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, { notifications, defaultLocale }: { notifications: NotificationsService; defaultLocale: Locale }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Mail programs post `List-Unsubscribe=One-Click` as a form; the token alone decides, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  api.get('/unsubscribe/:token', { config: { access: 'signed-token' }, schema: { tags: ['notifications'], operationId: 'previewUnsubscribe', summary: 'The page of an unsubscribe link: what it would stop, and its button', security: [], params: TokenParams, response: { 200: pageAnswer('The page, with its Unsubscribe button.'), 404: pageAnswer('The page saying the link is not valid.') } } }, async (request, reply) => {
    const found = await notifications.describeUnsubscribe(request.params.token);
    if (!found) return notValid(reply, request, defaultLocale);
    return page(reply, 200, found.locale, { title: 'notice.unsubscribe.title', text: 'notice.unsubscribe.question', what: whatOf(found.scope), confirm: true });
  });

  api.post('/unsubscribe/:token', { config: { access: 'signed-token' }, schema: { tags: ['notifications'], operationId: 'unsubscribe', summary: 'Unsubscribe (one click, RFC 8058): JSON, or a page for a browser asking for HTML', security: [], params: TokenParams, response: { 200: MessageReplySchema } } }, async (request, reply) => {
    const done = await notifications.unsubscribe(request.params.token);
    if (!done) {
      if (wantsPage(request)) return notValid(reply, request, defaultLocale);
      throw notFound('unsubscribe_link_invalid');
    }
    if (wantsPage(request)) return page(reply, 200, done.locale, { title: 'notice.unsubscribe.doneTitle', text: 'notice.unsubscribe.donePage', what: whatOf(done.scope) });
    return { message: translate(done.locale, 'notice.unsubscribe.done', { what: whatOf(done.scope) }) };
  });
}
