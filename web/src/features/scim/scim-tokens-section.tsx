import { useState } from 'react';
import { toast } from 'sonner';
import { SCIM_BASE_PATH, type CreatedScimTokenReply } from '@review/contract/scim';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/field.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { ScimTokenForm } from './scim-token-form.tsx';
import { ScimTokenRow } from './scim-token-row.tsx';
import { useScimTokens } from './use-scim-tokens.ts';

/** The SCIM base URL, to paste into the identity provider, with Copy. */
function ScimBaseUrl() {
  const url = `${window.location.origin}${SCIM_BASE_PATH}`;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('SCIM base URL copied');
    } catch {
      toast.error('Could not copy. Select the address and copy it by hand.');
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="scim-base-url" className="text-sm font-medium">
        SCIM base URL
      </label>
      <div className="flex gap-2">
        <Input id="scim-base-url" readOnly value={url} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
        <Button variant="secondary" onClick={() => void handleCopy()}>
          Copy
        </Button>
      </div>
    </div>
  );
}

/**
 * SCIM provisioning, for the Administration page: the base URL, the tokens identity providers use
 * (make one, shown once; revoke after a confirmation), and what provisioning does.
 */
export function ScimTokensSection() {
  const { data, error, isPending, refetch } = useScimTokens();
  const [created, setCreated] = useState<CreatedScimTokenReply['data'] | null>(null);
  const now = new Date();

  return (
    <Section title="SCIM provisioning">
      <p className="text-sm text-muted">
        Your identity provider (Okta, Microsoft Entra ID and others) can create, update and deactivate accounts over SCIM 2.0. A deactivated person is signed out
        everywhere, their API tokens stop working and they cannot sign in; their comments and decisions stay. Users only: add people to projects here in the app.
      </p>
      <ScimBaseUrl />
      {created ? (
        <OneTimeSecret label={`Your new SCIM token “${created.name}”`} value={created.token} copiedMessage="Token copied" onDone={() => setCreated(null)} />
      ) : (
        <ScimTokenForm onCreated={setCreated} />
      )}
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-10 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data?.data.length === 0 && <p className="text-sm text-muted">No SCIM tokens yet — create one for your identity provider.</p>}
      {data && data.data.length > 0 && (
        <ul aria-label="SCIM tokens" className="flex flex-col divide-y divide-line border-t border-line pt-3">
          {data.data.map((token) => (
            <ScimTokenRow key={token.id} token={token} now={now} />
          ))}
        </ul>
      )}
    </Section>
  );
}
