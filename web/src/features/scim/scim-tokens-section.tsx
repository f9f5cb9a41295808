import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const url = `${window.location.origin}${SCIM_BASE_PATH}`;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(intl.formatMessage({ id: 'integrations.scim.baseUrl.copied' }));
    } catch {
      toast.error(intl.formatMessage({ id: 'integrations.scim.baseUrl.copyFailed' }));
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="scim-base-url" className="text-sm font-medium">
        {intl.formatMessage({ id: 'integrations.scim.baseUrl.label' })}
      </label>
      <div className="flex gap-2">
        <Input id="scim-base-url" readOnly value={url} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
        <Button variant="secondary" onClick={() => void handleCopy()}>
          {intl.formatMessage({ id: 'integrations.scim.baseUrl.copy' })}
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
  const intl = useIntl();
  const { data, error, isPending, refetch } = useScimTokens();
  const [created, setCreated] = useState<CreatedScimTokenReply['data'] | null>(null);
  const now = new Date();

  return (
    <Section title={intl.formatMessage({ id: 'integrations.scim.title' })}>
      <p className="text-sm text-muted">
        <FormattedMessage id="integrations.scim.intro" values={{ providers: 'Okta, Microsoft Entra ID', protocol: 'SCIM 2.0' }} />
      </p>
      <ScimBaseUrl />
      {created ? (
        <OneTimeSecret
          label={intl.formatMessage({ id: 'integrations.scim.created.label' }, { name: created.name })}
          value={created.token}
          copiedMessage={intl.formatMessage({ id: 'integrations.scim.created.copied' })}
          onDone={() => setCreated(null)}
        />
      ) : (
        <ScimTokenForm onCreated={setCreated} />
      )}
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-10 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data?.data.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.scim.empty' })}</p>}
      {data && data.data.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'integrations.scim.list' })} className="flex flex-col divide-y divide-line border-t border-line pt-3">
          {data.data.map((token) => (
            <ScimTokenRow key={token.id} token={token} now={now} />
          ))}
        </ul>
      )}
    </Section>
  );
}
