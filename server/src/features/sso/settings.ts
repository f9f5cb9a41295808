import { z } from 'zod';
import { DEFAULT_SSO_BUTTON_LABEL } from '@review/contract/sso';

/**
 * The `OIDC_*` settings (server/src/config.ts spreads `OIDC_ENV` into its schema): optional as a
 * group. The issuer and the client id go together; the secret, the button label, the token
 * endpoint's authentication and the enforced domains only with them. A bad value stops the start
 * with a sentence naming it.
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine only (tests, a provider run beside the server for a trial). */
function isIssuerUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `example.com, Example.org` → `['example.com', 'example.org']`; an empty list for nothing. */
const domainList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);

export const TOKEN_AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'none'] as const;
export type TokenAuthMethod = (typeof TOKEN_AUTH_METHODS)[number];

export const OIDC_ENV = {
  OIDC_ISSUER: optionalText.refine((url) => !url || isIssuerUrl(url), 'must be the provider’s issuer URL, https:// (http:// only on localhost), such as https://login.example.com/realms/staff'),
  OIDC_CLIENT_ID: optionalText.refine((id) => !id || id.length <= 255, 'must be at most 255 characters long'),
  OIDC_CLIENT_SECRET: optionalText,
  // How the token endpoint is told who we are: client_secret_basic with a secret (the OAuth default), none without (a public client, PKCE alone).
  OIDC_TOKEN_AUTH_METHOD: z.enum(TOKEN_AUTH_METHODS, { error: `must be one of ${TOKEN_AUTH_METHODS.join(', ')}` }).optional(),
  OIDC_BUTTON_LABEL: optionalText.refine((label) => !label || label.length <= 60, 'must be at most 60 characters long'),
  OIDC_ENFORCE_DOMAINS: optionalText.refine(
    (value) => domainList(value).every((domain) => DOMAIN.test(domain)),
    'must be e-mail domains separated by commas, such as example.com,example.org',
  ),
};

type OidcEnv = z.output<z.ZodObject<typeof OIDC_ENV>>;

/** The settings that only make sense together, checked after each alone. */
export function checkOidcEnv(env: OidcEnv, context: z.RefinementCtx): void {
  const fail = (path: keyof OidcEnv, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const hasIssuer = Boolean(env.OIDC_ISSUER);
  if (hasIssuer && !env.OIDC_CLIENT_ID) fail('OIDC_CLIENT_ID', 'must be set with OIDC_ISSUER: the client id the provider gave this server');
  if (!hasIssuer) {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_TOKEN_AUTH_METHOD', 'OIDC_BUTTON_LABEL', 'OIDC_ENFORCE_DOMAINS'] as const) {
      if (env[name]) fail(name, 'is set, but OIDC_ISSUER is not: set OIDC_ISSUER and OIDC_CLIENT_ID for single sign-on, or leave every OIDC_ setting unset');
    }
    return;
  }
  const method = env.OIDC_TOKEN_AUTH_METHOD;
  if (method === 'none' && env.OIDC_CLIENT_SECRET) fail('OIDC_TOKEN_AUTH_METHOD', 'is none (a public client), but OIDC_CLIENT_SECRET is set: remove one of them');
  if (method && method !== 'none' && !env.OIDC_CLIENT_SECRET) fail('OIDC_CLIENT_SECRET', `must be set when OIDC_TOKEN_AUTH_METHOD is ${method}`);
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  tokenAuthMethod: TokenAuthMethod;
  buttonLabel: string;
  /** Lower case; addresses at these domains sign in only through the provider. */
  enforcedDomains: string[];
}

/** The settings of a valid environment, or undefined when single sign-on is off. */
export function readOidcSettings(env: OidcEnv): OidcSettings | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return undefined;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    tokenAuthMethod: env.OIDC_TOKEN_AUTH_METHOD ?? (env.OIDC_CLIENT_SECRET ? 'client_secret_basic' : 'none'),
    buttonLabel: env.OIDC_BUTTON_LABEL ?? DEFAULT_SSO_BUTTON_LABEL,
    enforcedDomains: [...new Set(domainList(env.OIDC_ENFORCE_DOMAINS))],
  };
}
