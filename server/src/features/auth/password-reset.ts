import { hash } from '@node-rs/argon2';
import { RESET_LINK_MINUTES } from '@review/contract/auth';
import type { Db } from '../../db/database.ts';
import { forbidden, invalid } from '../../errors.ts';
import { announceAlone, type Announce } from '../../domain-events/announce.ts';
import { readLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { queueMail } from '../../mail/outbox.ts';
import { userActor, type AuditClient, type RequestClient } from '../audit/index.ts';
import { createUsersRepository } from './repository.ts';
import type { PasswordRule } from './service.ts';
import type { Throttle } from './throttle.ts';
import { createToken, hashToken } from './tokens.ts';

export const RESET_REQUESTED = 'If an account exists for that address, we have sent it a link to reset the password.';

/**
 * The "forgot password" flow: an e-mailed single-use link that sets a new password and ends every
 * session. `passwordRule`: addresses that may not use a password (single sign-on's enforced domains)
 * get no link, and a link sent before their domain was enforced no longer sets one.
 */
export function createPasswordResetService(db: Db, { publicUrl, throttle, announce, passwordRule = () => null }: { publicUrl: string; throttle: Throttle; announce: Announce; passwordRule?: PasswordRule }) {
  const users = createUsersRepository(db);
  const assertPasswordAllowed = (email: string) => {
    const refusal = passwordRule(email);
    if (refusal) throw forbidden('passwords_off_for_domain', refusal);
  };

  return {
    /**
     * Requests are counted per address and per IP, whether or not the address has an account; each
     * is in the audit log under the address as typed.
     */
    async request(email: string, client: RequestClient) {
      const { ip } = client;
      assertPasswordAllowed(email);
      await throttle.assertAllowed('reset', email, ip);
      await throttle.record('reset', email, ip);
      const user = await users.findByEmail(email);
      const requested = { type: 'password.reset_requested', by: { actor: { userId: user?.id ?? null, label: email }, client }, user: user ? { id: user.id, email: user.email } : null } as const;
      if (!user) {
        await announceAlone(db, announce, requested);
        return;
      }
      const token = createToken();
      const now = new Date();
      // The link is e-mailed by a job queued with it: an SMTP outage delays it, never loses it.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('password_resets')
          .values({
            user_id: user.id,
            token_hash: hashToken(token),
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
            used_at: null,
          })
          .execute();
        const locale = readLocale(user.locale) ?? 'en';
        await announce(trx, requested);
        await queueMail(trx, {
          to: user.email,
          subject: translate(locale, 'mail.reset.subject'),
          text: [
            translate(locale, 'mail.hello', { name: user.first_name }),
            '',
            translate(locale, 'mail.reset.intro'),
            `${publicUrl}/reset-password/${token}`,
            '',
            translate(locale, 'mail.reset.expiry', { minutes: RESET_LINK_MINUTES }),
          ].join('\n'),
        });
      });
    },

    async reset(token: string, password: string, client: AuditClient) {
      const now = new Date().toISOString();
      const passwordHash = await hash(password);
      await db.transaction().execute(async (trx) => {
        const reset = await trx
          .selectFrom('password_resets')
          .select(['id', 'user_id'])
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (!reset) throw invalid('reset_link_invalid', undefined, { token: 'reset_link_invalid' });
        const owner = await trx.selectFrom('users').select('email').where('id', '=', reset.user_id).executeTakeFirstOrThrow();
        assertPasswordAllowed(owner.email);
        await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', reset.id).execute();
        await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now, updated_at: now }).where('id', '=', reset.user_id).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', reset.user_id).execute();
        const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', reset.user_id).executeTakeFirstOrThrow();
        await announce(trx, { type: 'password.reset', by: { actor: userActor(user), client }, user });
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
