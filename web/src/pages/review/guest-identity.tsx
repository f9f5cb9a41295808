import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { GuestIdentityFields } from './guest-identity-fields.tsx';
import type { GuestIdentityState, IdentityErrors } from './use-guest-identity.ts';

/** Who the guest writes or decides as: the fields until the link knows them, then "Commenting as Ana Lima · Change". */
export function GuestIdentityLine({ guest, verb, errors, attempt }: { guest: GuestIdentityState; verb: 'deciding' | 'commenting'; errors?: IdentityErrors; attempt?: number }) {
  if (guest.isAsking) return <GuestIdentityFields identity={guest.identity} onIdentityChange={guest.setIdentity} errors={errors} attempt={attempt} />;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
      <span className="min-w-0 break-words">
        <FormattedMessage id="review.guest.actingAs" values={{ verb, name: <span className="font-medium text-fg">{guest.identity.name}</span> }} />
      </span>
      <span aria-hidden="true">·</span>
      <Button variant="ghost" size="sm" className="h-auto px-1 py-0.5 text-accent-text" onClick={guest.startChanging} title={guest.identity.email}>
        <FormattedMessage id="review.guest.change" />
      </Button>
    </p>
  );
}
