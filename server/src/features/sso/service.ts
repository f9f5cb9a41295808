import type { FastifyBaseLogger } from 'fastify';
import { SSO_ERROR_PARAM, type SsoSettingsReply, type SsoStatusReply } from '@review/contract/sso';
import type { Db } from '../../db/database.ts';
import type { AuthService } from '../auth/index.ts';
import { announceAlone, type Announce } from '../../domain-events/announce.ts';
import type { RequestClient } from '../audit/index.ts';
import { finishLogin, type CallbackInput } from './finish-login.ts';
import { createOidcProvider } from './provider.ts';
import type { OidcSettings } from './settings.ts';
import { SSO_DISABLED, SsoFailure } from './sso-failure.ts';
import { startLogin } from './start-login.ts';

export interface SsoServiceOptions {
  db: Db;
  announce: Announce;
  auth: AuthService;
  /** `config.oidc`: undefined when single sign-on is off. */
  settings: OidcSettings | undefined;
  publicUrl: string;
  /** `${publicUrl}/api/v1/auth/sso/callback`, registered at the provider. */
  redirectUri: string;
  log: FastifyBaseLogger;
}

/** Where a failed sign-in lands: the login page, saying why. */
export const loginPageWithError = (sentence: string) => `/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: sentence })}`;

/** Single sign-on with an OpenID Connect provider: the login page's settings, sign-in, logout, status. */
export function createSsoService({ db, announce, auth, settings, publicUrl, redirectUri, log }: SsoServiceOptions) {
  const provider = settings ? createOidcProvider(settings) : undefined;
  const postLogoutRedirectUri = `${publicUrl}/login`;

  function enabled() {
    if (!provider || !settings) throw new SsoFailure(SSO_DISABLED, 'disabled');
    return { provider, settings };
  }

  /** Every failure is in the audit log with its reason, and in the server's log with its cause. */
  async function recordFailure(failure: SsoFailure, client: RequestClient) {
    log.warn({ err: failure.cause, reason: failure.reason }, `single sign-on failed: ${failure.sentence}`);
    await announceAlone(db, announce, {
      type: 'sso.sign_in_failed',
      by: { actor: { userId: null, label: failure.email ?? 'anonymous' }, client },
      reason: failure.reason,
      message: failure.sentence,
    }).catch((error: unknown) => log.error({ err: error }, 'the failed single sign-on could not be recorded'));
  }

  async function recorded<T>(client: RequestClient, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SsoFailure) await recordFailure(error, client);
      throw error;
    }
  }

  return {
    settings: (): SsoSettingsReply => ({ enabled: Boolean(settings), button_label: settings?.buttonLabel ?? null }),

    /** Step 1: a pending sign-in and the provider's authorization URL (`state` goes in the browser's cookie). */
    start: (returnTo: string | undefined, client: RequestClient) =>
      recorded(client, () => startLogin({ db, provider: enabled().provider, redirectUri }, returnTo)),

    /** Step 2: the provider's redirect back, turned into a session (or an SsoFailure, recorded). */
    finish: (input: CallbackInput, client: RequestClient) =>
      recorded(client, () => {
        const { provider, settings } = enabled();
        return finishLogin({ db, announce, provider, auth, redirectUri, publicUrl, buttonLabel: settings.buttonLabel }, input, client);
      }),

    /**
     * RP-initiated logout: the provider's page ending its session, when it offers one. Never fails a
     * logout: a provider that cannot be reached just means no link (and a line in the log).
     */
    async endSessionUrl(idToken: string): Promise<string | undefined> {
      if (!provider) return undefined;
      try {
        return await provider.endSessionUrl(idToken, postLogoutRedirectUri);
      } catch (error) {
        log.warn({ err: error }, 'the identity provider could not be asked for its logout page');
        return undefined;
      }
    },

    /** For administrators: the settings, and discovery tried now. */
    async status(): Promise<SsoStatusReply> {
      const checked = provider ? await provider.check() : undefined;
      const metadata = checked && 'configuration' in checked ? checked.configuration.serverMetadata() : undefined;
      return {
        enabled: Boolean(settings),
        issuer: settings?.issuer ?? null,
        client_id: settings?.clientId ?? null,
        redirect_uri: redirectUri,
        post_logout_redirect_uri: postLogoutRedirectUri,
        button_label: settings?.buttonLabel ?? null,
        enforced_domains: settings?.enforcedDomains ?? [],
        discovery_ok: checked ? Boolean(metadata) : null,
        discovery_error: checked && 'error' in checked ? checked.error : null,
        end_session_supported: metadata ? Boolean(metadata.end_session_endpoint) : null,
      };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
