import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CompareChoice } from './compare-choices.ts';
import type { CompareMode } from './compare-modes.ts';
import { compareSideOf, type CompareSide } from './compare-sides.ts';
import type { CompareViewProps } from './compare-view-props.ts';
import { DifferenceView } from './difference-view.tsx';
import { OverlayView } from './overlay-view.tsx';
import { SideBySideView } from './side-by-side-view.tsx';
import type { CompareVideo } from './use-compare-video.ts';
import { VideoDifferenceView } from './video-difference-view.tsx';
import { WipeView } from './wipe-view.tsx';

const VIEWS: Record<CompareMode, (props: CompareViewProps) => ReactNode> = {
  side: SideBySideView,
  wipe: WipeView,
  overlay: OverlayView,
  difference: DifferenceView,
};

export interface CompareStageProps extends Omit<CompareViewProps, 'a' | 'b' | 'size'> {
  a: CompareChoice | undefined;
  b: CompareChoice | undefined;
  mode: CompareMode;
  page: number;
  isDocument: boolean;
  /** The playhead, when A or B is a video. */
  video: CompareVideo | null;
}

/**
 * The same page of A and B in the chosen mode (videos on the playhead's frame); when a side has no
 * such page (a shorter document, a page still rendering) the sentence that says so stands in the view's place.
 */
export function CompareStage({ a, b, mode, page, isDocument, video, ...view }: CompareStageProps) {
  const intl = useIntl();
  if (!a || !b) return <p className="text-muted">{intl.formatMessage({ id: 'asset.compare.nothing' })}</p>;
  const withVideo = (side: CompareSide | string, index: 0 | 1): CompareSide | string => {
    const playing = video?.sides[index];
    return typeof side === 'string' || !playing ? side : { ...side, video: playing };
  };
  const sideA = withVideo(compareSideOf(a, page, isDocument), 0);
  const sideB = withVideo(compareSideOf(b, page, isDocument), 1);
  if (typeof sideA === 'string' || typeof sideB === 'string') {
    return (
      <div role="status" className="flex min-h-[160px] flex-1 flex-col items-center justify-center gap-1 rounded-lg bg-subtle p-6 text-center text-sm text-muted">
        {[sideA, sideB].map((side) => typeof side === 'string' && <p key={side}>{side}</p>)}
      </div>
    );
  }
  const sizesDiffer = sideA.page.width !== sideB.page.width || sideA.page.height !== sideB.page.height;
  // A playing video's pixels are not compared: its paused frame is.
  const View = mode === 'difference' && video ? VideoDifferenceView : VIEWS[mode];
  return (
    <>
      {sizesDiffer && (
        <p className="text-xs text-muted">
          {intl.formatMessage({ id: 'asset.compare.sizesDiffer' }, { widthA: sideA.page.width, heightA: sideA.page.height, widthB: sideB.page.width, heightB: sideB.page.height })}
        </p>
      )}
      <View a={sideA} b={sideB} size={{ width: sideA.page.width, height: sideA.page.height }} {...view} />
    </>
  );
}
