import { useState } from 'react';
import { EMAIL_ADDRESS } from '@review/contract/fields';
import { currentIntl } from '../../i18n/index.ts';

export interface GuestIdentity {
  name: string;
  email: string;
}

/** Whether both are filled in (the server checks the address). */
export function hasIdentity(identity: GuestIdentity): boolean {
  return identity.name.trim() !== '' && identity.email.trim() !== '';
}

/** A field's reason it would be refused, by field; empty when both would pass. */
export type IdentityErrors = Partial<Record<keyof GuestIdentity, string>>;

/** What the server would refuse in a name and address, in its words (the contract's, translated), found before anything is sent. */
export function identityErrors(identity: GuestIdentity): IdentityErrors {
  const errors: IdentityErrors = {};
  if (identity.name.trim() === '') errors.name = currentIntl().formatMessage({ id: 'review.guest.nameRequired' });
  if (!EMAIL_ADDRESS.test(identity.email.trim())) errors.email = currentIntl().formatMessage({ id: 'review.guest.emailInvalid' });
  return errors;
}

/** One key per link: a browser may hold links of several clients, each knowing the guest differently. */
const keyOf = (token: string) => `review-guest:${token}`;

/** The name and address kept for this link, or null when the guest has not given them here yet. */
export function readIdentity(storage: Pick<Storage, 'getItem'>, token: string): GuestIdentity | null {
  try {
    const stored = JSON.parse(storage.getItem(keyOf(token)) ?? 'null') as Partial<GuestIdentity> | null;
    if (typeof stored?.name !== 'string' || typeof stored.email !== 'string') return null;
    const identity = { name: stored.name, email: stored.email };
    return hasIdentity(identity) ? identity : null;
  } catch {
    return null;
  }
}

export function writeIdentity(storage: Pick<Storage, 'setItem'>, token: string, identity: GuestIdentity): void {
  storage.setItem(keyOf(token), JSON.stringify(identity));
}

/**
 * The name and address a guest comments and decides under: asked once per link in this browser, kept
 * once something went through with them, and shown with a way to change them.
 */
export function useGuestIdentity(token: string) {
  const [saved, setSaved] = useState(() => readIdentity(localStorage, token));
  const [identity, setIdentity] = useState<GuestIdentity>(() => saved ?? { name: '', email: '' });
  const [isChanging, setIsChanging] = useState(false);
  const remember = () => {
    writeIdentity(localStorage, token, identity);
    setSaved(identity);
    setIsChanging(false);
  };
  return {
    identity,
    setIdentity,
    remember,
    /** Whether the fields are to be shown: nothing is kept yet for this link, or the guest asked to change it. */
    isAsking: saved === null || isChanging,
    startChanging: () => setIsChanging(true),
  };
}

export type GuestIdentityState = ReturnType<typeof useGuestIdentity>;
