import clsx from 'clsx';
import { useCallback, useReducer, useState } from 'react';
import type { Page } from '@review/contract/assets';
import type { PenColor } from '@review/contract/geometry';
import { drawReducer, IDLE, type Draft } from '../../annotate/draw-state.ts';
import { DrawingOverlay } from '../../annotate/drawing-overlay.tsx';
import type { SavedMark } from '../../annotate/marks.ts';
import { MarkPath } from '../../annotate/mark-path.tsx';
import { MarkerPin } from '../../annotate/marker-pin.tsx';
import { NEW_COMMENT_FORM_SIZE, NewCommentForm } from '../../annotate/new-comment-form.tsx';
import { placeBeside } from '../../annotate/place-beside.ts';
import type { DrawTool } from '../../annotate/tools/draw-tool.ts';
import { useDrawShortcuts } from '../../annotate/use-draw-shortcuts.ts';
import { fileUrl } from '../../lib/format.ts';
import { DrawingIdentity } from './drawing-identity.tsx';
import type { GuestIdentity } from './use-guest-identity.ts';

/** The form with a guest's name and address fields above the comment, for placing it beside the drawing. */
const FORM_SIZE = { width: NEW_COMMENT_FORM_SIZE.width, height: NEW_COMMENT_FORM_SIZE.height + 136 };

/** Drawing on the design, when the link allows it. */
export interface GuestDrawing {
  /** The tool a drag draws with; null while the guest only looks. */
  tool: DrawTool | null;
  color: PenColor;
  /** Who the mark goes out as, asked in the form while it is not known. */
  identity: GuestIdentity;
  onIdentityChange: (identity: GuestIdentity) => void;
  /** Sends the mark with its comment; resolves once it went through, then the drawing gives way to its marker. */
  onSend: (draft: Draft, content: string) => Promise<unknown>;
  isSending: boolean;
  error: string | undefined;
  /** The drawing was dropped, and a failed send's reason with it. */
  onDiscard: () => void;
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
  /** A document's page is fitted into the window's height too, so the page reads whole; a tall image keeps the width. */
  isFittedToWindow: boolean;
  /** Null when the link does not allow drawing. */
  drawing: GuestDrawing | null;
}

/** A page of the shared design, fitted to the width, with its open annotations, their numbered markers, and the guest's drawing. */
export function GuestDesign({ page, alt, marks, selectedId, onSelect, fileQuery, isFittedToWindow, drawing }: GuestDesignProps) {
  // Strokes keep 2 screen pixels and arrow heads their size whatever width the image is shown at.
  const [shownWidth, setShownWidth] = useState(0);
  // Followed as the window resizes too, so the form beside a drawing is placed on the image as shown now.
  const observeWidth = useCallback((image: HTMLImageElement | null) => {
    if (!image) return;
    const observer = new ResizeObserver(() => setShownWidth(image.clientWidth));
    observer.observe(image);
    return () => observer.disconnect();
  }, []);
  const [state, dispatch] = useReducer(drawReducer, IDLE);
  // The colour picked in the toolbar also recolours the drawing that waits for its comment.
  const draw = state.phase === 'idle' || !drawing ? state : { ...state, draft: { ...state.draft, color: drawing.color } };
  const scale = (shownWidth || page.width) / page.width;
  const pixel = 1 / scale;
  useDrawShortcuts(state, dispatch);

  const discard = () => {
    drawing?.onDiscard();
    dispatch({ type: 'discard' });
  };

  const handleSubmit = (content: string) => {
    if (draw.phase !== 'awaiting' || !drawing) return;
    drawing.onSend(draw.draft, content).then(
      () => dispatch({ type: 'discard' }),
      // The form stays open with its text; the reason shows in it.
      () => undefined,
    );
  };

  const anchor = draw.phase === 'awaiting' ? draw.draft.points[draw.draft.points.length - 1] : undefined;
  return (
    // While the form is open the box is at least its height (plus the p-2 padding), so that on a small screen a short image does not cut it off.
    <div className="overflow-auto rounded-lg border border-line bg-subtle p-2" style={drawing && anchor ? { minHeight: FORM_SIZE.height + 16 } : undefined}>
      <div className="relative mx-auto w-fit">
        <img
          ref={observeWidth}
          src={fileUrl(page.preview) + fileQuery}
          alt={alt}
          width={page.width}
          height={page.height}
          draggable={false}
          className={clsx('block h-auto max-w-full select-none', isFittedToWindow && 'max-h-[calc(100dvh-19rem)] w-auto')}
        />
        <DrawingOverlay size={page} tool={drawing?.tool ?? null} color={drawing?.color ?? 'red'} state={draw} dispatch={dispatch} pixel={pixel}>
          {marks.map((mark) => (
            <MarkPath key={mark.commentId} shape={mark.shape} color={mark.color} points={mark.path} pixel={pixel} isSelected={mark.commentId === selectedId} commentId={mark.commentId} />
          ))}
        </DrawingOverlay>
        {marks.map((mark) => (
          <MarkerPin
            key={mark.commentId}
            at={mark.start}
            size={page}
            number={mark.number}
            label={`Comment ${mark.number}`}
            isSelected={mark.commentId === selectedId}
            onSelect={() => onSelect(mark.commentId)}
            commentId={mark.commentId}
          />
        ))}
        {drawing && anchor && (
          <NewCommentForm
            position={placeBeside({ x: anchor.x * scale, y: anchor.y * scale }, { width: page.width * scale, height: page.height * scale }, FORM_SIZE)}
            isSubmitting={drawing.isSending}
            error={drawing.error}
            onSubmit={handleSubmit}
            onDiscard={discard}
            fields={<DrawingIdentity identity={drawing.identity} onIdentityChange={drawing.onIdentityChange} />}
          />
        )}
      </div>
    </div>
  );
}
