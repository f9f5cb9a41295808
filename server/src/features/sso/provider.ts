import * as oidc from 'openid-client';
import type { OidcSettings } from './settings.ts';
import { describeGrantFailure, PROVIDER_DOWN, SsoFailure } from './sso-failure.ts';

/** Seconds any call to the provider may take: a slow provider fails a sign-in, never holds the server. */
const TIMEOUT_SECONDS = 5;

function clientAuthentication(settings: OidcSettings): oidc.ClientAuth {
  if (settings.tokenAuthMethod === 'none') return oidc.None();
  if (settings.tokenAuthMethod === 'client_secret_post') return oidc.ClientSecretPost(settings.clientSecret);
  return oidc.ClientSecretBasic(settings.clientSecret);
}

/**
 * The identity provider as openid-client sees it: its metadata, read by discovery at the first sign-in
 * (not at start, so a provider that is down never stops the server) and kept while it works. A
 * failed discovery is not kept: the next sign-in tries again, and meanwhile people are told the
 * provider cannot be reached.
 */
export function createOidcProvider(settings: OidcSettings) {
  const issuer = new URL(settings.issuer);
  // http only on loopback (settings.ts refuses it elsewhere): tests and trials with a local provider.
  const insecure = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  let discovered: Promise<oidc.Configuration> | undefined;

  const discover = () =>
    oidc.discovery(issuer, settings.clientId, settings.clientSecret, clientAuthentication(settings), { timeout: TIMEOUT_SECONDS, execute: insecure }).catch((error: unknown) => {
      throw new SsoFailure(PROVIDER_DOWN, 'unreachable', { cause: error });
    });

  function remember(attempt: Promise<oidc.Configuration>) {
    discovered = attempt;
    attempt.catch(() => {
      if (discovered === attempt) discovered = undefined;
    });
    return attempt;
  }

  /** The provider's configuration, discovered once. Throws an SsoFailure when it cannot be read. */
  const configuration = (): Promise<oidc.Configuration> => discovered ?? remember(discover());

  return {
    configuration,

    /** Discovery now, for the administrators' status; a success replaces what was kept. */
    async check(): Promise<{ configuration: oidc.Configuration } | { error: string }> {
      try {
        return { configuration: await remember(discover()) };
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        const detail = cause instanceof Error ? ` (${cause.message})` : '';
        return { error: `The provider's discovery document at ${new URL('.well-known/openid-configuration', `${settings.issuer.replace(/\/*$/, '')}/`)} could not be read${detail}.` };
      }
    },

    /** The provider's sign-out page for an ID token, when it offers RP-initiated logout. */
    async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | undefined> {
      const found = await configuration();
      if (!found.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(found, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).href;
    },
  };
}

export type OidcProvider = ReturnType<typeof createOidcProvider>;

/** Runs a call to the provider, turning what it throws into an SsoFailure a person can read. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw describeGrantFailure(error);
  }
}
