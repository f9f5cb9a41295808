import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { GuestIdentityFields, type GuestIdentityFieldsProps } from './guest-identity-fields.tsx';
import { hasIdentity } from './use-guest-identity.ts';

/** Who a drawn mark goes out as: the name and address fields while they are not filled in, else a line naming them. */
export function DrawingIdentity({ identity, onIdentityChange, errors, attempt }: GuestIdentityFieldsProps) {
  // Decided when the form opens, so the fields do not vanish under the guest's typing.
  const [isAsking] = useState(() => !hasIdentity(identity));
  if (isAsking) return <GuestIdentityFields identity={identity} onIdentityChange={onIdentityChange} errors={errors} attempt={attempt} />;
  return (
    <p className="truncate text-xs text-muted">
      <FormattedMessage id="review.guest.drawingAs" values={{ name: identity.name, email: identity.email }} />
    </p>
  );
}
