import type { ReactNode } from 'react';
import { AudioStage } from '../../../features/audio/audio-stage.tsx';
import { BannerStage } from '../../../features/banners/banner-stage.tsx';
import { CaptureState } from '../../../features/websites/website-bar.tsx';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { useFullScreen } from '../../../features/video/use-full-screen.ts';
import type { ScreenAsset, ScreenVariation } from '../source/screen-asset.ts';
import { useReviewSource } from '../source/review-source.ts';
import { VideoStage } from './video-stage.tsx';
import { ViewerCanvas, type ViewerCanvasProps } from './viewer-canvas.tsx';

interface ViewerStageProps {
  asset: ScreenAsset;
  variation: ScreenVariation;
  transport: VideoTransport | null;
  /** The design's page with its marks; undefined while a document's page is not rendered yet. */
  canvas: ViewerCanvasProps | undefined;
  /** What stands in for a page not rendered yet. */
  placeholder: ReactNode;
  showResolved: boolean;
  selectedId: number | null;
  onSelect: (commentId: number) => void;
  fullScreen: ReturnType<typeof useFullScreen>;
  className: string;
}

/** What the design is shown on, by its kind: a banner's page, a sound's waveform, a website's capture under way, a video, a still or a page. */
export function ViewerStage({ asset, variation, transport, canvas, placeholder, showResolved, selectedId, onSelect, fullScreen, className }: ViewerStageProps) {
  const source = useReviewSource();
  const { media } = variation;
  if (media.kind === 'banner' && media.banner) {
    // Its recording plays on the video stage, frame comments and drawings included, while Recording is on.
    const recording = transport && canvas && (
      <VideoStage key={variation.id} {...canvas} transport={transport} comments={source.comments.data} showResolved={showResolved} isFullScreen={fullScreen.isFullScreen} onToggleFullScreen={fullScreen.toggle} />
    );
    return <BannerStage key={variation.id} banner={media.banner} media={media} title={asset.title} className={className} recording={recording || null} comments={source.comments.data} />;
  }
  // Until it is taken, a website's capture shows a blank placeholder: say so, or why it failed.
  if (media.kind === 'website' && variation.render_state !== 'ready') return <CaptureState state={variation.render_state} error={variation.render_error} className={className} />;
  if (transport && media.kind === 'audio') {
    return (
      <AudioStage
        key={variation.id}
        transport={transport}
        title={asset.title}
        variation={variation}
        comments={source.comments.data}
        showResolved={showResolved}
        selectedId={selectedId}
        onSelect={onSelect}
        fileQuery={source.fileQuery}
        render={source.render}
      />
    );
  }
  if (canvas && transport) {
    return (
      <VideoStage
        key={variation.id}
        {...canvas}
        transport={transport}
        comments={source.comments.data}
        showResolved={showResolved}
        isFullScreen={fullScreen.isFullScreen}
        onToggleFullScreen={fullScreen.toggle}
      />
    );
  }
  if (canvas) return <ViewerCanvas key={`${variation.id}-${canvas.page.number}`} {...canvas} />;
  return placeholder;
}
