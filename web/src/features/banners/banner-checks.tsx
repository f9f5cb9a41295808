import type { BannerChecks as Checks } from '@review/contract/media';
import clsx from 'clsx';

/**
 * The banner's checks beside it, as an ad server would judge it: each measure with its limit (the
 * IAB's) and whether it is within; while the job runs, that it is being measured; without Chromium
 * on the server, why there are none.
 */
export function BannerChecks({ checks }: { checks: Checks }) {
  return (
    <section aria-label="Banner checks" className="rounded-lg border border-line bg-surface p-3 text-sm lg:w-64 lg:shrink-0 lg:self-start">
      <h3 className="mb-2 font-semibold text-fg">Banner checks</h3>
      {checks.state === 'measuring' && <p className="text-muted">Measuring the banner in Chromium...</p>}
      {checks.state === 'unavailable' && <p className="text-muted">{checks.message}</p>}
      {checks.state === 'measured' && (
        <ul className="grid gap-1.5">
          {checks.items.map((item) => (
            <li key={item.id} className="flex items-baseline gap-2">
              <span aria-hidden className={clsx('w-4 shrink-0 font-bold', item.passed ? 'text-success' : 'text-danger')}>
                {item.passed ? '✓' : '✗'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="text-fg">{item.label}</span>: <span className="break-all">{item.value}</span>
                <span className="text-muted"> (limit {item.limit})</span>
              </span>
              <span className="sr-only">{item.passed ? 'within the limit' : 'over the limit'}</span>
            </li>
          ))}
        </ul>
      )}
      {checks.outside_requests.length > 0 && (
        <p className="mt-2 text-muted">
          Not loaded (files from elsewhere are blocked): <span className="break-all">{checks.outside_requests.join(', ')}</span>
        </p>
      )}
    </section>
  );
}
