import { useState } from 'react';
import type { CreatedTokenReply } from '@review/contract/tokens';
import { useTokens } from '../../features/tokens/use-tokens.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { ApiTokenForm } from './api-token-form.tsx';
import { ApiTokenRow } from './api-token-row.tsx';

/** Personal access tokens for scripts and agents: make one (shown once), see when each was used, revoke. */
export function ApiTokensSection() {
  const { data, error, isPending, refetch } = useTokens();
  const [created, setCreated] = useState<CreatedTokenReply['data'] | null>(null);
  const now = new Date();

  return (
    <Section title="API tokens">
      <p className="text-sm text-muted">
        Scripts and agents send a token as <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code> and act as you. A token cannot
        manage tokens, your password or e-mail settings.
      </p>
      {created ? (
        <OneTimeSecret label={`Your new token “${created.name}”`} value={created.token} copiedMessage="Token copied" onDone={() => setCreated(null)} />
      ) : (
        <ApiTokenForm onCreated={setCreated} />
      )}
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-10 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data?.data.length === 0 && <p className="text-sm text-muted">No tokens yet — create one above for a script or an agent.</p>}
      {data && data.data.length > 0 && (
        <ul aria-label="Your tokens" className="flex flex-col divide-y divide-line border-t border-line pt-3">
          {data.data.map((token) => (
            <ApiTokenRow key={token.id} token={token} now={now} />
          ))}
        </ul>
      )}
    </Section>
  );
}
