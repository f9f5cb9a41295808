import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { Page } from '@review/contract/assets';
import type { PenColor } from '@review/contract/geometry';
import type { DrawAction, Draft } from '../../annotate/draw-state.ts';
import { DrawingOverlay } from '../../annotate/drawing-overlay.tsx';
import type { SavedMark } from '../../annotate/marks.ts';
import { MarkPath } from '../../annotate/mark-path.tsx';
import { MarkerPin } from '../../annotate/marker-pin.tsx';
import { NewCommentForm } from '../../annotate/new-comment-form.tsx';
import { boundsOf } from '../../annotate/place-beside.ts';
import type { DrawTool } from '../../annotate/tools/draw-tool.ts';
import { useDrawnComment } from '../../annotate/use-drawn-comment.ts';
import { useSpaceHeld } from '../../annotate/use-space-held.ts';
import type { ImageSize } from '../../annotate/geometry.ts';
import { scaleOf } from '../../annotate/zoom.ts';
import { ZoomViewport } from '../../annotate/zoom-viewport.tsx';
import { FrameScope } from '../../features/video/frame-scope.tsx';
import type { FrameSpanBody } from '../../features/video/frame-span.ts';
import { useCommentSpan } from '../../features/video/use-comment-span.ts';
import type { VideoTransport } from '../../features/video/video-transport.ts';
import { fileUrl } from '../../lib/format.ts';
import { DrawingIdentity } from './drawing-identity.tsx';
import { identityErrors, type GuestIdentity } from './use-guest-identity.ts';

/** Drawing on the design, when the link allows it. */
export interface GuestDrawing {
  /** The tool a drag draws with; null while the guest only looks. */
  tool: DrawTool | null;
  color: PenColor;
  /** Who the mark goes out as, asked in the form while it is not known. */
  identity: GuestIdentity;
  onIdentityChange: (identity: GuestIdentity) => void;
  /** Sends the mark with its comment (on a video, with its frames); resolves once it went through, then the drawing gives way to its marker. */
  onSend: (draft: Draft, content: string, frames: Partial<FrameSpanBody>) => Promise<unknown>;
  isSending: boolean;
  error: string | undefined;
  /** The drawing was dropped, and a failed send's reason with it. */
  onDiscard: () => void;
  /** Where the drawing waiting for its comment is kept in this browser (`commentDraftKey`). */
  draftKey: string;
}

export interface GuestDesignProps {
  page: Page;
  /** The image's accessible name. */
  alt: string;
  /** The open annotations of this page. */
  marks: readonly SavedMark[];
  selectedId: number | null;
  onSelect: (commentId: number) => void;
  /** `?review={token}`, which lets the link's holder load the rendering. */
  fileQuery: string;
  /** The viewport's size and look. */
  className: string;
  zoom: number;
  onZoomChange: Dispatch<SetStateAction<number>>;
  /** Told the room the viewport has, to fit the page into it. */
  onViewportResize: (size: ImageSize) => void;
  /** Null when the link does not allow drawing. */
  drawing: GuestDrawing | null;
  /** A video in place of the page's image: its picture, and the playhead marks are drawn at. */
  video?: GuestDesignVideo;
}

export interface GuestDesignVideo {
  transport: VideoTransport;
  picture: ReactNode;
}

/**
 * A page of the shared design (or a video's picture) in the members' viewport (zoom, Ctrl + wheel,
 * drag to pan while no tool is picked or while Space is held), with its open annotations, their
 * numbered markers, and the guest's drawing.
 */
export function GuestDesign({ page, alt, marks, selectedId, onSelect, fileQuery, className, zoom, onZoomChange, onViewportResize, drawing, video }: GuestDesignProps) {
  const drawn = useDrawnComment({ draftKey: drawing?.draftKey ?? null, color: drawing?.color ?? 'red', onDiscard: () => drawing?.onDiscard() });
  const { state: draw } = drawn;
  const span = useCommentSpan(video?.transport ?? null);
  // Drawing on a video stops it, so the mark is made (and saved) on the frame it was drawn on.
  const dispatch = (action: DrawAction) => {
    if (action.type === 'start') video?.transport.pause();
    drawn.dispatch(action);
  };
  const size = { width: page.width, height: page.height };
  const scale = scaleOf(zoom);
  // Strokes keep 2 screen pixels and arrow heads their size at every zoom.
  const pixel = 1 / scale;
  // Space held pans whatever the tool, as on the members' screen; without tools it scrolls the page as usual, and on a video it plays and pauses.
  const isSpaceHeld = useSpaceHeld(drawing !== null && !video);
  const tool = isSpaceHeld ? null : (drawing?.tool ?? null);

  // The name and address are asked for before anything is sent (the server would only refuse them),
  // and once the guest tried, the fields say live what is missing.
  const [attempt, setAttempt] = useState(0);
  const identityProblems = attempt > 0 && drawing ? identityErrors(drawing.identity) : {};

  const handleSubmit = ({ content }: { content: string }) => {
    if (draw.phase !== 'awaiting' || !drawing) return;
    setAttempt((count) => count + 1);
    if (Object.keys(identityErrors(drawing.identity)).length > 0) return;
    drawing.onSend(draw.draft, content, span.bodyNow()).then(
      () => {
        drawn.sent();
        span.reset();
      },
      // The form stays open with its text; the reason shows in it.
      () => undefined,
    );
  };

  const drawnBounds = draw.phase === 'awaiting' ? boundsOf(draw.draft.points, scale) : undefined;
  return (
    <ZoomViewport size={size} zoom={zoom} onZoomChange={onZoomChange} onViewportResize={onViewportResize} isPanning={tool === null} label={`${alt}, zoom ${Math.round(zoom)}%`} className={className}>
      {video ? (
        video.picture
      ) : (
        <img
          src={fileUrl(page.preview) + fileQuery}
          alt={alt}
          draggable={false}
          className="absolute inset-0 size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none"
        />
      )}
      <DrawingOverlay size={size} tool={tool} color={drawing?.color ?? 'red'} state={draw} dispatch={dispatch} pixel={pixel}>
        {marks.map((mark) => (
          <MarkPath key={mark.commentId} shape={mark.shape} color={mark.color} points={mark.path} pixel={pixel} isSelected={mark.commentId === selectedId} commentId={mark.commentId} />
        ))}
      </DrawingOverlay>
      {marks.map((mark) => (
        <MarkerPin
          key={mark.commentId}
          at={mark.start}
          size={size}
          number={mark.number}
          label={`Comment ${mark.number}`}
          isSelected={mark.commentId === selectedId}
          onSelect={() => onSelect(mark.commentId)}
          commentId={mark.commentId}
        />
      ))}
      {drawing && drawnBounds && (
        <NewCommentForm
          shape={drawnBounds}
          comment={drawn}
          isSubmitting={drawing.isSending}
          error={drawing.error}
          onSubmit={handleSubmit}
          fields={
            <>
              <DrawingIdentity identity={drawing.identity} onIdentityChange={drawing.onIdentityChange} errors={identityProblems} attempt={attempt} />
              {video && <FrameScope transport={video.transport} span={span} />}
            </>
          }
        />
      )}
    </ZoomViewport>
  );
}
