import { TextField } from '../../ui/field.tsx';
import type { GuestIdentity } from './use-guest-identity.ts';

export interface GuestIdentityFieldsProps {
  identity: GuestIdentity;
  onIdentityChange: (identity: GuestIdentity) => void;
}

/** The name and address a guest comments under; both forms of the page edit the same pair. */
export function GuestIdentityFields({ identity, onIdentityChange }: GuestIdentityFieldsProps) {
  return (
    <>
      <TextField label="Your name" autoComplete="name" value={identity.name} onChange={(event) => onIdentityChange({ ...identity, name: event.target.value })} />
      <TextField label="Your email" type="email" autoComplete="email" value={identity.email} onChange={(event) => onIdentityChange({ ...identity, email: event.target.value })} />
    </>
  );
}
