import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { SSO_ERROR_PARAM } from '@review/contract/sso';
import { API_BASE } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { useSsoSettings } from './use-sso.ts';

/** Why the last single sign-on failed, as the server said it (`/login?sso_error=`). */
function SsoError({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
      <p className="font-medium text-danger">{intl.formatMessage({ id: 'integrations.sso.signIn.failed' })}</p>
      <p className="break-words text-fg">{message}</p>
    </div>
  );
}

/**
 * The login page's single sign-on: the failure of the last attempt, if any, and the button. The
 * button posts a plain form, so the server answers with a redirect to the identity provider (a GET
 * must never start a sign-in: it writes).
 */
export function SsoSignIn({ returnPath }: { returnPath: string }) {
  const intl = useIntl();
  const { data } = useSsoSettings();
  const error = new URLSearchParams(useLocation().search).get(SSO_ERROR_PARAM);
  const [isLeaving, setIsLeaving] = useState(false);
  // Back from the provider's page (the browser's back-forward cache): the button works again.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => event.persisted && setIsLeaving(false);
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);
  if (!data?.enabled && !error) return null;

  return (
    <div className="flex flex-col gap-4">
      {error && <SsoError message={error} />}
      {data?.enabled && (
        <>
          <form method="post" action={`${API_BASE}/auth/sso/start`} onSubmit={() => setIsLeaving(true)}>
            {returnPath !== '/' && <input type="hidden" name="return_to" value={returnPath} />}
            <Button type="submit" variant="secondary" disabled={isLeaving} className="w-full">
              {isLeaving ? intl.formatMessage({ id: 'integrations.sso.signIn.redirecting' }) : data.button_label}
            </Button>
          </form>
          <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {intl.formatMessage({ id: 'integrations.sso.signIn.orPassword' })}
            <span className="h-px flex-1 bg-line" />
          </div>
        </>
      )}
    </div>
  );
}
