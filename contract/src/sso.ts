import { z } from 'zod';

/**
 * Single sign-on with an OpenID Connect provider (`OIDC_*` settings). The login page's button posts
 * a form to `POST /auth/sso/start`, which sends the browser to the provider; the provider sends it
 * back to `GET /auth/sso/callback`, which signs it in and lands on the page it came from. A failure
 * lands on `/login?sso_error=<sentence>`.
 */

/** The query parameter of `/login` that carries why a single sign-on failed, as a sentence to show. */
export const SSO_ERROR_PARAM = 'sso_error';

/** The button's text when `OIDC_BUTTON_LABEL` is not set. */
export const DEFAULT_SSO_BUTTON_LABEL = 'Sign in with SSO';

/** `GET /auth/sso`: what the login page needs to offer single sign-on. */
export const SsoSettingsReplySchema = z.object({
  /** Whether this server signs people in with an identity provider. */
  enabled: z.boolean(),
  /** The text of the login page's button; null when single sign-on is off. */
  button_label: z.string().nullable(),
});
export type SsoSettingsReply = z.infer<typeof SsoSettingsReplySchema>;

/** `POST /auth/sso/start`, a form the login page posts (or JSON). */
export const SsoStartBodySchema = z.object({
  /** Where to land once signed in: a path of this site (`/project/4`); anything else lands on `/`. */
  return_to: z.string().max(2048).optional(),
});
export type SsoStartBody = z.infer<typeof SsoStartBodySchema>;

/**
 * `GET /auth/sso/callback`: the provider's answer, as it sends it (RFC 6749 section 4.1.2, RFC 9207).
 * Other parameters a provider adds (such as `session_state`) are accepted and passed on to the checks.
 */
export const SsoCallbackQuerySchema = z.looseObject({
  /** The authorization code, on success. */
  code: z.string().max(4096).optional(),
  /** The value this server sent; it names the sign-in under way. */
  state: z.string().max(512).optional(),
  /** The provider's error code (`access_denied`, `login_required`, ...), on failure. */
  error: z.string().max(256).optional(),
  /** The provider's explanation of `error`, for people. */
  error_description: z.string().max(2048).optional(),
  /** The provider's issuer identifier (RFC 9207), checked when given. */
  iss: z.string().max(2048).optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuerySchema>;

/** `GET /admin/sso`: the single sign-on settings and whether the provider answers, for administrators. */
export const SsoStatusReplySchema = z.object({
  enabled: z.boolean(),
  /** `OIDC_ISSUER`; null when single sign-on is off. */
  issuer: z.string().nullable(),
  /** `OIDC_CLIENT_ID`; null when single sign-on is off. */
  client_id: z.string().nullable(),
  /** The redirect URI to register at the provider (from `PUBLIC_URL`). */
  redirect_uri: z.string(),
  /** The address to register as the post-logout redirect URI (from `PUBLIC_URL`). */
  post_logout_redirect_uri: z.string(),
  /** The login page's button text; null when single sign-on is off. */
  button_label: z.string().nullable(),
  /** `OIDC_ENFORCE_DOMAINS`: the e-mail domains that cannot use passwords, lower case. */
  enforced_domains: z.array(z.string()),
  /** Whether the provider's discovery document could be read just now; null when single sign-on is off. */
  discovery_ok: z.boolean().nullable(),
  /** Why discovery failed, as a sentence; null when it worked or single sign-on is off. */
  discovery_error: z.string().nullable(),
  /** Whether the provider offers RP-initiated logout (`end_session_endpoint`); null when unknown. */
  end_session_supported: z.boolean().nullable(),
});
export type SsoStatusReply = z.infer<typeof SsoStatusReplySchema>;
