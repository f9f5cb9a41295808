import type { RenderState } from '@review/contract/assets';
import { Button } from '../../ui/button.tsx';
import { useIntl } from 'react-intl';

export interface VideoRenderStatusProps {
  state: RenderState;
  /** 0 to 100 while rendering. */
  progress: number;
  /** Why rendering stopped; guests are not told. */
  error?: string | null | undefined;
  /** Offered when rendering stopped and the viewer may start it again. */
  onRetry?: (() => void) | undefined;
  isRetrying?: boolean;
  /** What is rendered: a video's proxies, or a sound file's rendition. */
  noun?: 'video' | 'sound';
}

/** Retry of a rendering that stopped, where the viewer is offered it (members; a guest is told how rendering goes, not why it stopped). */
export interface RenderRetryOffer {
  retry: (variationId: number) => void;
  isRetrying: boolean;
  error: string | undefined;
}

/** How a variation's renders go, with the reason and Retry where `render` offers them; a refused retry says why, otherwise the reason rendering stopped. */
export function VariationRenderStatus({ variation, render, noun }: { variation: { id: number; render_state: RenderState; render_error: string | null; media: { render_progress: number } }; render: RenderRetryOffer | null; noun?: 'video' | 'sound' }) {
  return (
    <VideoRenderStatus
      state={variation.render_state}
      progress={variation.media.render_progress}
      error={render && (render.error ?? variation.render_error)}
      onRetry={render ? () => render.retry(variation.id) : undefined}
      isRetrying={render?.isRetrying}
      noun={noun}
    />
  );
}

/** While a video's proxies, thumbnails and waveform render: how far they got; when rendering stopped: why, and Retry. */
export function VideoRenderStatus({ state, progress, error, onRetry, isRetrying = false, noun = 'video' }: VideoRenderStatusProps) {
  const intl = useIntl();
  if (state === 'rendering') {
    return (
      <div role="status" className="flex min-w-0 items-center gap-2 text-xs text-muted tabular">
        <span className="whitespace-nowrap">{intl.formatMessage({ id: 'media.render.progress' }, { noun, progress })}</span>
        <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-subtle">
          <span className="block h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${progress}%` }} />
        </span>
      </div>
    );
  }
  if (state !== 'failed') return null;
  return (
    <div role="alert" className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <span className="text-danger">{error ? intl.formatMessage({ id: 'media.render.failedBecause' }, { noun, error }) : intl.formatMessage({ id: 'media.render.failed' }, { noun })}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" disabled={isRetrying} onClick={onRetry}>
          {intl.formatMessage({ id: isRetrying ? 'media.render.retrying' : 'media.render.retry' })}
        </Button>
      )}
    </div>
  );
}
