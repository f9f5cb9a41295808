import type { Db } from '../../db/database.ts';
import { queueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';

const SUBJECT = 'Your account is linked to single sign-on';

/**
 * Tells the owner of an existing account that an identity at the provider was linked to it (by its
 * verified e-mail address), in the transaction of the link: a link is never silent.
 */
export async function queueLinkNotice(
  trx: Db,
  user: { email: string; first_name: string },
  { issuer, buttonLabel, publicUrl, at }: { issuer: string; buttonLabel: string; publicUrl: string; at: Date },
): Promise<void> {
  const { html, text } = renderMail('sso-linked', {
    subject: SUBJECT,
    first_name: user.first_name,
    email: user.email,
    provider: new URL(issuer).host,
    button_label: buttonLabel,
    when: `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    sessions_url: `${publicUrl}/profile#section-sessions`,
    reason: 'You get this e-mail because it concerns the security of your account.',
    settings_url: `${publicUrl}/profile#section-notifications`,
  });
  await queueMail(trx, { to: user.email, subject: SUBJECT, text, html });
}
