import * as oidc from 'openid-client';
import type { Selectable } from 'kysely';
import { EMAIL_ADDRESS } from '@review/contract/fields';
import type { SsoLoginsTable } from '../../db/schema.ts';
import { askProvider, type OidcProvider } from './provider.ts';

/** The person the provider vouched for, from the ID token's claims and the userinfo endpoint's. */
export interface ProviderIdentity {
  /** The provider's issuer identifier, as its metadata names it. */
  issuer: string;
  subject: string;
  /** Kept with the session: the hint of its RP-initiated logout. */
  idToken: string;
  /** The address, only when it looks like one; lower case is not forced (it is shown as given). */
  email: string | null;
  /** `email_verified` exactly true (or the string "true", which some providers send). */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

const MAX_NAME = 100;

/** A claim that is a non-empty string, one line, at most `max` characters. */
function textClaim(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max).trim() : null;
}

/**
 * Exchanges the callback's code at the token endpoint with the pending sign-in's PKCE verifier, and
 * checks everything openid-client checks: the state, the issuer (RFC 9207), the ID token's signature,
 * audience, expiry and nonce. Then reads the userinfo endpoint, which is where providers put the
 * e-mail and names when an access token comes with the ID token.
 */
export async function exchangeCode(
  { provider, redirectUri }: { provider: OidcProvider; redirectUri: string },
  pending: Selectable<SsoLoginsTable>,
  search: string,
): Promise<ProviderIdentity> {
  const configuration = await provider.configuration();
  const callbackUrl = new URL(redirectUri);
  callbackUrl.search = search;
  const tokens = await askProvider(() =>
    oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    }),
  );
  // idTokenExpected: openid-client has refused an answer without one.
  const idClaims = tokens.claims()!;
  const userinfo = configuration.serverMetadata().userinfo_endpoint
    ? await askProvider(() => oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub))
    : {};
  const claims: Record<string, unknown> = { ...idClaims, ...userinfo };
  const email = textClaim(claims.email, 254);
  return {
    issuer: configuration.serverMetadata().issuer,
    subject: idClaims.sub,
    idToken: tokens.id_token!,
    email: email && EMAIL_ADDRESS.test(email) ? email : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: textClaim(claims.given_name, MAX_NAME),
    familyName: textClaim(claims.family_name, MAX_NAME),
    name: textClaim(claims.name, MAX_NAME),
  };
}
