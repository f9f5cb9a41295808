import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../ui/field.tsx';
import type { GuestIdentity, IdentityErrors } from './use-guest-identity.ts';

export interface GuestIdentityFieldsProps {
  identity: GuestIdentity;
  onIdentityChange: (identity: GuestIdentity) => void;
  /** Why a field would be refused, once the guest tried to send. */
  errors?: IdentityErrors;
  /** Counts the guest's tries to send: at each, the first field with an error takes the focus. */
  attempt?: number;
}

/** The name and address a guest comments under; both forms of the page edit the same pair. */
export function GuestIdentityFields({ identity, onIdentityChange, errors = {}, attempt = 0 }: GuestIdentityFieldsProps) {
  const intl = useIntl();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const firstInvalid = errors.name ? nameRef : errors.email ? emailRef : null;
  useEffect(() => {
    if (attempt > 0) firstInvalid?.current?.focus();
    // Only a new try moves the focus, not the typing that follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return (
    <>
      <TextField ref={nameRef} label={intl.formatMessage({ id: 'review.guest.name' })} autoComplete="name" value={identity.name} error={errors.name} onChange={(event) => onIdentityChange({ ...identity, name: event.target.value })} />
      <TextField ref={emailRef} label={intl.formatMessage({ id: 'review.guest.email' })} type="email" autoComplete="email" value={identity.email} error={errors.email} onChange={(event) => onIdentityChange({ ...identity, email: event.target.value })} />
    </>
  );
}
