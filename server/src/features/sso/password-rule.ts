import type { PasswordRule } from '../auth/index.ts';
import type { OidcSettings } from './settings.ts';

/** The domain of an address, lower case: what follows its last `@`. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();

/**
 * `OIDC_ENFORCE_DOMAINS`: addresses at these domains sign in through the identity provider only, so
 * password sign-in, sign-up, reset and change are refused with a sentence naming the button.
 */
export function createPasswordRule(settings: OidcSettings | undefined): PasswordRule {
  const enforced = new Set(settings?.enforcedDomains ?? []);
  if (!settings || enforced.size === 0) return () => null;
  return (email) => {
    const domain = domainOf(email);
    return enforced.has(domain) ? { domain, button: settings.buttonLabel } : null;
  };
}
