import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreatedTokenReply } from '@review/contract/tokens';
import { useTokens } from '../../features/tokens/use-tokens.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { ApiTokenForm } from './api-token-form.tsx';
import { ApiTokenRow } from './api-token-row.tsx';

/** A code sample, the same in every language. */
const BEARER_HEADER = 'Authorization: Bearer <token>';

/** Personal access tokens for scripts and agents: make one (shown once), see when each was used, revoke. */
export function ApiTokensSection() {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useTokens();
  const [created, setCreated] = useState<CreatedTokenReply['data'] | null>(null);
  const now = new Date();

  return (
    <Section title={intl.formatMessage({ id: 'account.tokens.title' })}>
      <p className="text-sm text-muted">
        <FormattedMessage
          id="account.tokens.description"
          values={{ header: <code className="font-mono text-xs">{BEARER_HEADER}</code> }}
        />
      </p>
      {created ? (
        <OneTimeSecret
          label={intl.formatMessage({ id: 'account.tokens.newToken' }, { name: created.name })}
          value={created.token}
          copiedMessage={intl.formatMessage({ id: 'account.tokens.copied' })}
          onDone={() => setCreated(null)}
        />
      ) : (
        <ApiTokenForm onCreated={setCreated} />
      )}
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-10 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data?.data.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.tokens.empty' })}</p>}
      {data && data.data.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'account.tokens.listLabel' })} className="flex flex-col divide-y divide-line border-t border-line pt-3">
          {data.data.map((token) => (
            <ApiTokenRow key={token.id} token={token} now={now} />
          ))}
        </ul>
      )}
    </Section>
  );
}
