import type { ReactNode } from 'react';
import type { SsoStatusReply } from '@review/contract/sso';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { Badge } from '../../ui/badge.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useSsoStatus } from './use-sso.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-52 shrink-0 text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** A value an administrator copies into the provider's settings. */
const Copyable = ({ value }: { value: string }) => <code className="rounded bg-subtle px-1.5 py-0.5 font-mono text-xs select-all">{value}</code>;

function ProviderState({ status }: { status: SsoStatusReply }) {
  if (status.discovery_ok) return <Badge tone="accent">Answering</Badge>;
  return (
    <span role="status" className="flex flex-col gap-1">
      <span className="font-medium text-danger">Cannot be reached</span>
      <span className="text-muted">{status.discovery_error}</span>
    </span>
  );
}

function SsoDetails({ status }: { status: SsoStatusReply }) {
  if (!status.enabled) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>Single sign-on is off. People sign in with their e-mail address and password.</p>
        <p className="text-muted">
          To turn it on, set <code>OIDC_ISSUER</code>, <code>OIDC_CLIENT_ID</code> and <code>OIDC_CLIENT_SECRET</code> (see the README), and register this redirect URI at your provider:{' '}
          <Copyable value={status.redirect_uri} />
        </p>
      </div>
    );
  }
  return (
    <dl className="flex flex-col divide-y divide-line">
      <Row label="Identity provider">
        <ProviderState status={status} />
      </Row>
      <Row label="Issuer">{status.issuer}</Row>
      <Row label="Client ID">{status.client_id}</Row>
      <Row label="Redirect URI">
        <Copyable value={status.redirect_uri} />
      </Row>
      <Row label="Post-logout redirect URI">
        <Copyable value={status.post_logout_redirect_uri} />
      </Row>
      <Row label="Button">{status.button_label}</Row>
      <Row label="Passwords turned off for">{status.enforced_domains.length > 0 ? status.enforced_domains.join(', ') : 'No domain: everyone may also use a password'}</Row>
      <Row label="Sign-out at the provider">
        {status.end_session_supported === null ? 'Unknown until the provider answers' : status.end_session_supported ? 'Yes: signing out here ends the provider’s session too' : 'No: the provider offers no RP-initiated logout'}
      </Row>
    </dl>
  );
}

/** The Administration's single sign-on section: its settings and whether the provider answers now. */
export function SsoStatusSection() {
  const { data, error, isPending, refetch } = useSsoStatus();
  return (
    <Section title="Single sign-on">
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-6 animate-pulse rounded-md bg-subtle" />
          <div className="h-6 animate-pulse rounded-md bg-subtle" />
          <div className="h-6 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {isPending && <span className="sr-only">Loading...</span>}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data && <SsoDetails status={data} />}
    </Section>
  );
}
