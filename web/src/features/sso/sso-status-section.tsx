import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
const Copyable = ({ value }: { value: string }) => <code className="rounded bg-subtle px-1.5 py-0.5 font-mono text-xs break-all select-all">{value}</code>;

function ProviderState({ status }: { status: SsoStatusReply }) {
  const intl = useIntl();
  if (status.discovery_ok) return <Badge tone="accent">{intl.formatMessage({ id: 'integrations.sso.status.answering' })}</Badge>;
  return (
    <span role="status" className="flex flex-col gap-1">
      <span className="font-medium text-danger">{intl.formatMessage({ id: 'integrations.sso.status.unreachable' })}</span>
      <span className="text-muted">{status.discovery_error}</span>
    </span>
  );
}

function SsoDetails({ status }: { status: SsoStatusReply }) {
  const intl = useIntl();
  if (!status.enabled) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>{intl.formatMessage({ id: 'integrations.sso.off' })}</p>
        <p className="text-muted">
          <FormattedMessage
            id="integrations.sso.howToTurnOn"
            values={{ issuer: 'OIDC_ISSUER', clientId: 'OIDC_CLIENT_ID', clientSecret: 'OIDC_CLIENT_SECRET', code: (chunks) => <code>{chunks}</code> }}
          />{' '}
          <Copyable value={status.redirect_uri} />
        </p>
      </div>
    );
  }
  return (
    <dl className="flex flex-col divide-y divide-line">
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.provider' })}>
        <ProviderState status={status} />
      </Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.issuer' })}>{status.issuer}</Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.clientId' })}>{status.client_id}</Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.redirectUri' })}>
        <Copyable value={status.redirect_uri} />
      </Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.postLogoutUri' })}>
        <Copyable value={status.post_logout_redirect_uri} />
      </Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.button' })}>{status.button_label}</Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.enforced' })}>
        {status.enforced_domains.length > 0 ? intl.formatList(status.enforced_domains, { type: 'unit', style: 'short' }) : intl.formatMessage({ id: 'integrations.sso.enforced.none' })}
      </Row>
      <Row label={intl.formatMessage({ id: 'integrations.sso.row.endSession' })}>
        {intl.formatMessage({
          id: status.end_session_supported === null ? 'integrations.sso.endSession.unknown' : status.end_session_supported ? 'integrations.sso.endSession.yes' : 'integrations.sso.endSession.no',
        })}
      </Row>
    </dl>
  );
}

/** The Administration's single sign-on section: its settings and whether the provider answers now. */
export function SsoStatusSection() {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useSsoStatus();
  return (
    <Section title={intl.formatMessage({ id: 'integrations.sso.title' })}>
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-6 animate-pulse rounded-md bg-subtle" />
          <div className="h-6 animate-pulse rounded-md bg-subtle" />
          <div className="h-6 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {isPending && <span className="sr-only">{intl.formatMessage({ id: 'integrations.common.loading' })}</span>}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data && <SsoDetails status={data} />}
    </Section>
  );
}
