import type { WebsiteMedia } from '@review/contract/websites';
import { toast } from 'sonner';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { useCaptureAgain } from './use-websites.ts';

/** Says where a capture came from: its page's title and width, when it was captured, a cut-off long page, and what the guard refused. */
function CaptureFacts({ website }: { website: WebsiteMedia }) {
  return (
    <div className="min-w-0 flex-1 text-sm text-muted">
      <p className="truncate">
        <span className="font-medium text-fg">{website.title || website.url}</span>
        {' · '}
        {website.breakpoint} px wide
        {website.captured_at && <> · captured {formatDateTime(website.captured_at)}</>}
        {website.truncated && ' · cut off at the height limit'}
      </p>
      {website.refused.length > 0 && (
        <p className="truncate text-xs" title={website.refused.join('\n')}>
          {website.refused.length === 1 ? '1 request was' : `${website.refused.length} requests were`} refused, as private addresses are never reached: {website.refused.join(', ')}
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
  function capture() {
    captureAgain.mutate(undefined, {
      onSuccess: (reply) => toast.success(`Capturing again as version ${reply.data.version}.`, { duration: 2000 }),
      onError: (error) => toast.error(error.message),
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-line bg-surface px-3 py-2">
      <CaptureFacts website={website} />
      <div className="ms-auto flex shrink-0 items-center gap-2">
        <a href={live} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-accent underline-offset-2 hover:underline">
          Open live page<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {canCapture && (
          <Button variant="secondary" size="sm" onClick={capture} disabled={captureAgain.isPending}>
            {captureAgain.isPending ? 'Capturing...' : 'Capture again'}
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
        {state === 'rendering' ? <span className="text-muted">Capturing the page…</span> : <span className="text-danger">The page could not be captured. {error}</span>}
      </p>
    </div>
  );
}
