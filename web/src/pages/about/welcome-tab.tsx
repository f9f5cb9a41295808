import { FormattedMessage, useIntl } from 'react-intl';
import { PLANS } from '@review/contract/plans';
import type { MessageId } from '../../i18n/index.ts';
import { COMMUNITY_URL } from '../../features/support/contacts.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';

const STEPS = ['account.about.step.project', 'account.about.step.upload', 'account.about.step.invite'] as const satisfies readonly MessageId[];

export function WelcomeTab() {
  const intl = useIntl();
  const user = useCurrentUser();
  const systemInfo = [
    ['account.about.info.version', __APP_VERSION__],
    ['account.about.info.signedInAs', user.email],
    ['account.about.info.plan', PLANS[user.plan].title],
    ['account.about.info.timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone],
  ] as const satisfies readonly (readonly [MessageId, string])[];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-base">{intl.formatMessage({ id: 'account.about.intro' })}</p>
      <section aria-labelledby="getting-started" className="flex flex-col gap-2">
        <h2 id="getting-started" className="text-base font-semibold">
          {intl.formatMessage({ id: 'account.about.gettingStarted' })}
        </h2>
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{intl.formatMessage({ id: step })}</li>
          ))}
        </ol>
      </section>
      <p className="text-sm">
        <FormattedMessage
          id="account.about.community"
          values={{
            link: (chunks) => (
              <a href={COMMUNITY_URL} target="_blank" rel="noreferrer" className="font-medium text-accent-text underline-offset-2 hover:underline">
                {chunks}
              </a>
            ),
          }}
        />
      </p>
      <section aria-labelledby="system-info" className="flex flex-col gap-2">
        <h2 id="system-info" className="text-base font-semibold">
          {intl.formatMessage({ id: 'account.about.systemInfo' })}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          {systemInfo.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{intl.formatMessage({ id: label })}</dt>
              <dd translate="no" className="break-all">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
