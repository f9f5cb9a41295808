import type { WebsiteMedia } from '@review/contract/websites';
import { toast } from 'sonner';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { useCaptureAgain } from './use-websites.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/** Says where a capture came from: its page's title and width, when it was captured, a cut-off long page, and what the guard refused. */
function CaptureFacts({ website }: { website: WebsiteMedia }) {
  const intl = useIntl();
  return (
    <div className="min-w-0 flex-1 text-sm text-muted">
      <p className="truncate">
        <span className="font-medium text-fg">{website.title || website.url}</span>
        {' · '}
        {intl.formatMessage({ id: 'media.website.width' }, { width: website.breakpoint })}
        {website.captured_at && intl.formatMessage({ id: 'media.website.captured' }, { when: formatDateTime(website.captured_at) })}
        {website.truncated && intl.formatMessage({ id: 'media.website.truncated' })}
      </p>
      {website.refused.length > 0 && (
        <p className="truncate text-xs" title={website.refused.join('\n')}>
          <FormattedMessage id="media.website.refused" values={{ count: website.refused.length, addresses: website.refused.join(', ') }} />
        </p>
      )}
    </div>
  );
}

/**
 * Above a website's capture on the review screen, for members and guests: what was captured, the
 * live page (where the capture ended after redirects), and Capture again for members, which makes
 * the next version.
 */
export function WebsiteBar({ assetId, website, canCapture }: { assetId: number; website: WebsiteMedia; canCapture: boolean }) {
  const captureAgain = useCaptureAgain(assetId);
  const live = website.final_url ?? website.url;
  const intl = useIntl();
  function capture() {
    captureAgain.mutate(undefined, {
      onSuccess: (reply) => toast.success(intl.formatMessage({ id: 'media.website.capturingAgain' }, { version: reply.data.version }), { duration: 2000 }),
      onError: (error) => toast.error(error.message),
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-line bg-surface px-3 py-2">
      <CaptureFacts website={website} />
      <div className="ms-auto flex shrink-0 items-center gap-2">
        <a href={live} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-accent underline-offset-2 hover:underline">
          <FormattedMessage id="media.website.openLive" values={{ hidden: (chunks) => <span className="sr-only">{chunks}</span> }} />
        </a>
        {canCapture && (
          <Button variant="secondary" size="sm" onClick={capture} disabled={captureAgain.isPending}>
            {intl.formatMessage({ id: captureAgain.isPending ? 'media.website.capturing' : 'media.website.captureAgain' })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** What stands in for a capture not taken yet, or one that failed with the reason the capture gave. */
export function CaptureState({ state, error, className }: { state: 'rendering' | 'failed'; error: string | null; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center p-6 text-center ${className ?? ''}`}>
      <p className="max-w-md rounded-md bg-surface/85 px-4 py-3 text-sm shadow-sm">
        {state === 'rendering' ? (
          <span className="text-muted">
            <FormattedMessage id="media.website.capturingPage" />
          </span>
        ) : (
          <span className="text-danger">
            <FormattedMessage id="media.website.captureFailed" values={{ reason: error }} />
          </span>
        )}
      </p>
    </div>
  );
}
