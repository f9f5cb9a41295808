import type { Db } from '../../db/database.ts';
import { dateLocale } from '../../i18n/dates.ts';
import { readLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { queueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';

/**
 * Tells the owner of an existing account that an identity at the provider was linked to it (by its
 * verified e-mail address), in the transaction of the link: a link is never silent. Written in the
 * account's language, the moment in UTC named as such (the account keeps no zone of its own here).
 */
export async function queueLinkNotice(
  trx: Db,
  user: { email: string; first_name: string; locale: string },
  { issuer, buttonLabel, publicUrl, at }: { issuer: string; buttonLabel: string; publicUrl: string; at: Date },
): Promise<void> {
  const locale = readLocale(user.locale) ?? 'en';
  const provider = new URL(issuer).host;
  const when = new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);
  const subject = translate(locale, 'mail.ssoLinked.subject');
  const { html, text } = renderMail('sso-linked', locale, {
    subject,
    hello: translate(locale, 'mail.hello', { name: user.first_name }),
    linked: translate(locale, 'mail.ssoLinked.linked', { email: user.email, provider, button: buttonLabel }),
    when: translate(locale, 'mail.ssoLinked.when', { when: `${when} UTC`, provider }),
    not_you: translate(locale, 'mail.ssoLinked.notYou'),
    sessions_label: translate(locale, 'mail.ssoLinked.sessions'),
    sessions_url: `${publicUrl}/profile#section-sessions`,
    reason: translate(locale, 'mail.ssoLinked.reason'),
    settings_url: `${publicUrl}/profile#section-notifications`,
  });
  await queueMail(trx, { to: user.email, subject, text, html });
}
