import type { Comment } from '@review/contract/comments';
import { frameRateLabel, type BannerMedia, type Media } from '@review/contract/media';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fileUrl } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { BannerChecks } from './banner-checks.tsx';
import { useBannerView, useRecordingForFrameComments, type BannerView } from './banner-view.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/index.ts';

/** The room the banner is scaled into: its box less the stage's padding. */
function useFitScale(width: number, height: number) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, (box.clientWidth - 32) / width, Math.max(120, box.clientHeight - 32) / height));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width, height]);
  return { boxRef, scale: Math.max(0.1, scale) };
}

const VIEWS = [
  { value: 'live', label: 'media.banner.view.live' },
  { value: 'recording', label: 'media.banner.view.recording' },
] as const satisfies readonly { value: BannerView; label: MessageId }[];

interface BannerStageProps {
  banner: BannerMedia;
  media: Media;
  title: string;
  className?: string;
  /** The recording under the video player (the viewer's video stage), shown while Recording is on. */
  recording: ReactNode;
  comments: readonly Comment[] | undefined;
}

/**
 * An HTML5 banner playing as it will run: its own page in an iframe, at its size (scaled down only
 * when the screen is smaller), from its sandboxed path (`sandbox="allow-scripts"` here too, so the
 * browser gives it an opaque origin even before its headers arrive). Replay loads it afresh, so
 * its animation starts again from its first frame. Once its animation is recorded, Recording shows
 * that instead under the video player, where comments and drawings sit on a frame and versions play
 * in sync. Its checks sit beside it (under it on a narrow screen).
 */
export function BannerStage({ banner, media, title, className, recording, comments }: BannerStageProps) {
  const [run, setRun] = useState(0);
  const { boxRef, scale } = useFitScale(banner.width, banner.height);
  const view = useBannerView(media);
  useRecordingForFrameComments(comments, view);
  const size = `${banner.width} × ${banner.height}`;
  const isRecording = view.view === 'recording' && recording !== null;
  const intl = useIntl();
  return (
    <div className="flex min-w-0 flex-col gap-2 lg:flex-row xl:min-h-0 xl:flex-1">
      <div className="flex min-w-0 flex-1 flex-col gap-2 xl:min-h-0">
        {isRecording ? (
          recording
        ) : (
          <div ref={boxRef} className={`flex items-center justify-center overflow-hidden ${className ?? ''}`}>
            <div style={{ width: banner.width * scale, height: banner.height * scale }} className="shadow-md">
              <iframe
                key={run}
                title={intl.formatMessage({ id: 'media.banner.frameTitle' }, { title, size })}
                src={fileUrl(banner.url)}
                sandbox="allow-scripts"
                referrerPolicy="no-referrer"
                width={banner.width}
                height={banner.height}
                className="block origin-top-left border-0 bg-white"
                style={{ transform: scale === 1 ? undefined : `scale(${scale})` }}
              />
            </div>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {view.recorded && <SegmentedControl label={intl.formatMessage({ id: 'media.banner.view' })} options={VIEWS.map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.label }) }))} value={view.view} onChange={(next) => view.show(next)} />}
          {!isRecording && (
            <Button variant="secondary" size="sm" onClick={() => setRun((count) => count + 1)}>
              <FormattedMessage id="media.banner.replay" />
            </Button>
          )}
          <span>
            {isRecording && media.frame_rate
              ? intl.formatMessage({ id: 'media.banner.recorded' }, { size, rate: frameRateLabel(media.frame_rate) })
              : scale < 1
                ? intl.formatMessage({ id: 'media.banner.scaled' }, { size, percent: Math.round(scale * 100) })
                : intl.formatMessage({ id: 'media.banner.size' }, { size })}
          </span>
        </div>
        {banner.recording_failed && <p className="text-sm text-muted">{intl.formatMessage({ id: 'media.banner.noRecording' }, { reason: banner.recording_failed })}</p>}
      </div>
      <BannerChecks checks={banner.checks} />
    </div>
  );
}
