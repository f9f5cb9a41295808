import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/** Why a single sign-on failed, as the audit log keeps it (`details.reason` of `auth.sso_failed`). */
export type SsoFailureReason =
  | 'disabled'
  | 'unreachable'
  | 'state'
  | 'provider_error'
  | 'nonce'
  | 'token'
  | 'verification'
  | 'no_email'
  | 'unverified_email'
  | 'already_linked'
  | 'deactivated';

/** A single sign-on that cannot go on: `sentence` is shown on the login page, `reason` logged. */
export class SsoFailure extends Error {
  constructor(
    readonly sentence: string,
    readonly reason: SsoFailureReason,
    options?: { cause?: unknown; email?: string | null },
  ) {
    super(sentence, { cause: options?.cause });
    this.email = options?.email ?? null;
  }

  /** The address the provider gave, when the failure came after it did. */
  readonly email: string | null;
}

export const SSO_DISABLED = 'Single sign-on is not set up on this server. Sign in with your e-mail and password.';
export const PROVIDER_DOWN = 'The identity provider cannot be reached right now. Please try again in a few minutes.';
export const LOGIN_EXPIRED = 'This sign-in has expired, was already used, or was started in another browser. Please sign in again.';
const NOT_VERIFIED = "The identity provider's answer could not be verified. Please try again, and tell your administrator if it keeps happening.";

/** Text from the provider, shown as part of a sentence: one line, no control characters, not too long. */
export function providerText(value: string | undefined): string | undefined {
  const text = value?.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

const refusedBy = (error: string, description: string | undefined) =>
  `The identity provider refused the sign-in: ${providerText(description) ?? providerText(error) ?? 'no reason given'}.`;

/** The answer the provider sent back instead of a code (`error`, `error_description`). */
export const providerRefusal = (error: string, description: string | undefined) => new SsoFailure(refusedBy(error, description), 'provider_error');

/** What went wrong while a code was exchanged and its ID token checked, told the way a person needs it. */
export function describeGrantFailure(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  if (error instanceof AuthorizationResponseError) return new SsoFailure(refusedBy(error.error, error.error_description), 'provider_error', { cause: error });
  if (error instanceof ResponseBodyError) {
    const detail = providerText(error.error_description) ?? providerText(error.error);
    return new SsoFailure(`The identity provider refused to finish the sign-in${detail ? ` (${detail})` : ''}. Please sign in again.`, 'token', { cause: error });
  }
  if (error instanceof ClientError) {
    const claim = (error.cause as { cause?: { claim?: unknown } } | undefined)?.cause?.claim;
    if (claim === 'nonce') return new SsoFailure('The sign-in could not be verified: its one-time value (nonce) did not match. Please sign in again.', 'nonce', { cause: error });
    return new SsoFailure(NOT_VERIFIED, 'verification', { cause: error });
  }
  // fetch's failures: refused connections, DNS, the time limit.
  if ((error instanceof TypeError && error.message === 'fetch failed') || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))) {
    return new SsoFailure(PROVIDER_DOWN, 'unreachable', { cause: error });
  }
  throw error;
}
