import type { BannerCheck, BannerChecks as Checks } from '@review/contract/media';
import clsx from 'clsx';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/index.ts';

/** Each check named in the shown language by its id; the server's English label is the same words. */
const CHECK_LABELS = {
  initial_load: 'media.limits.loadKb',
  requests: 'media.limits.requests',
  animation: 'media.limits.seconds',
  loops: 'media.limits.loops',
  click_tag: 'media.banner.clickTag',
  outside_requests: 'media.banner.outsideFiles',
} satisfies Record<BannerCheck['id'], MessageId>;

/** The measures and limits the server says in a word rather than a number. */
const CHECK_WORDS: Record<string, MessageId> = { none: 'media.banner.word.none', defined: 'media.banner.word.defined', 'not defined': 'media.banner.word.notDefined', 'not required': 'media.banner.word.notRequired' };

/**
 * The banner's checks beside it, as an ad server would judge it: each measure with its limit (the
 * IAB's) and whether it is within; while the job runs, that it is being measured; without Chromium
 * on the server, why there are none.
 */
export function BannerChecks({ checks }: { checks: Checks }) {
  const intl = useIntl();
  const wordOf = (text: string) => (CHECK_WORDS[text] ? intl.formatMessage({ id: CHECK_WORDS[text] }) : text);
  return (
    <section aria-label={intl.formatMessage({ id: 'media.banner.checks' })} className="rounded-lg border border-line bg-surface p-3 text-sm lg:w-64 lg:shrink-0 lg:self-start">
      <h3 className="mb-2 font-semibold text-fg">
        <FormattedMessage id="media.banner.checks" />
      </h3>
      {checks.state === 'measuring' && <p className="text-muted">
          <FormattedMessage id="media.banner.measuring" />
        </p>}
      {checks.state === 'unavailable' && <p className="text-muted">{checks.message}</p>}
      {checks.state === 'measured' && (
        <ul className="grid gap-1.5">
          {checks.items.map((item) => (
            <li key={item.id} className="flex items-baseline gap-2">
              <span aria-hidden className={clsx('w-4 shrink-0 font-bold', item.passed ? 'text-success' : 'text-danger')}>
                {item.passed ? '✓' : '✗'}
              </span>
              <span className="min-w-0 flex-1">
                <FormattedMessage
                  id="media.banner.check"
                  values={{ label: intl.formatMessage({ id: CHECK_LABELS[item.id] }), value: wordOf(item.value), limit: wordOf(item.limit), name: (chunks) => <span className="text-fg">{chunks}</span>, measure: (chunks) => <span className="break-all">{chunks}</span>, muted: (chunks) => <span className="text-muted">{chunks}</span> }}
                />
              </span>
              <span className="sr-only">{intl.formatMessage({ id: item.passed ? 'media.banner.within' : 'media.banner.over' })}</span>
            </li>
          ))}
        </ul>
      )}
      {checks.outside_requests.length > 0 && (
        <p className="mt-2 text-muted">
          <FormattedMessage id="media.banner.outside" values={{ files: checks.outside_requests.join(', '), list: (chunks) => <span className="break-all">{chunks}</span> }} />
        </p>
      )}
    </section>
  );
}
