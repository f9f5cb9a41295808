import { createContext, useContext } from 'react';
import type { Comment } from '@review/contract/comments';
import type { FrameRate } from '@review/contract/media';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { ScreenAsset } from '../source/screen-asset.ts';

/** What every comment of the sidebar needs to know about the screen around it (what it may do comes from the `ReviewSource`). */
export interface ReviewContextValue {
  asset: ScreenAsset;
  /** The variation on screen: a thread of an earlier version's is carried forward onto it. */
  variationId: number | undefined;
  /** Marker number of each annotation comment. */
  markerNumbers: ReadonlyMap<number, number>;
  /** The one comment or reply in edit mode, if any. */
  editingId: number | null;
  setEditingId: (id: number | null) => void;
  /** The comment selected here or by a marker on the image (`?comment=`). */
  selectedId: number | null;
  select: (comment: Comment) => void;
  /** Whether threads of every variation are listed, so each shows its variation's label. */
  isAllVariations: boolean;
  /** Ids of the variations with several pages, whose threads say their page. */
  multiPageVariations: ReadonlySet<number>;
  /** The frame rate of each video variation, whose threads say their timecode. */
  videoRates: ReadonlyMap<number, FrameRate>;
  /** The playhead of the video on screen, where new comments go; null for stills. */
  transport: VideoTransport | null;
}

export const ReviewContext = createContext<ReviewContextValue | null>(null);

export function useReviewContext(): ReviewContextValue {
  const value = useContext(ReviewContext);
  if (!value) throw new Error('useReviewContext is only available inside ReviewSidebar');
  return value;
}
