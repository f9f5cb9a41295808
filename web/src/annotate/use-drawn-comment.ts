import { useEffect, useReducer, useState } from 'react';
import type { PenColor } from '@review/contract/geometry';
import { readCommentDraft, removeCommentDraft, writeCommentDraft } from './comment-draft.ts';
import { drawReducer, IDLE } from './draw-state.ts';
import { useDrawShortcuts } from './use-draw-shortcuts.ts';

export interface DrawnCommentOptions {
  /** Where the draft is kept in this browser (`commentDraftKey`), read once on mount; null keeps nothing. */
  draftKey: string | null;
  /** The toolbar's colour. */
  color: PenColor;
  /** The drawing was dropped (not sent). */
  onDiscard: () => void;
}

/**
 * A drawing and the comment typed beside it. While it waits it is kept in local storage, so a
 * reload or a visit elsewhere brings it back with its form open; it goes when sent or discarded.
 * Dropping it (X, Escape, Ctrl+Z) is at once for a bare drawing, and asked first once text is typed.
 */
export function useDrawnComment({ draftKey, color, onDiscard }: DrawnCommentOptions) {
  const [saved] = useState(() => (draftKey === null ? null : readCommentDraft(localStorage, draftKey)));
  const [state, dispatch] = useReducer(drawReducer, saved ? { phase: 'awaiting', draft: saved.draft } : IDLE);
  const [content, setContent] = useState(saved?.content ?? '');
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const [toolColor, setToolColor] = useState(color);
  // A colour picked in the toolbar recolours the drawing that waits; a restored one keeps its own until then.
  if (color !== toolColor) {
    setToolColor(color);
    dispatch({ type: 'recolor', color });
  }

  useEffect(() => {
    if (draftKey !== null && state.phase === 'awaiting') writeCommentDraft(localStorage, draftKey, { draft: state.draft, content });
  }, [draftKey, state, content]);

  /** The drawing and its text are gone from the screen and from the browser. */
  const clear = () => {
    if (draftKey !== null) removeCommentDraft(localStorage, draftKey);
    setContent('');
    setIsConfirmingDiscard(false);
    dispatch({ type: 'discard' });
  };
  const discard = () => {
    clear();
    onDiscard();
  };
  const requestDiscard = () => (content.trim() ? setIsConfirmingDiscard(true) : discard());
  useDrawShortcuts(state.phase !== 'idle', requestDiscard);

  return {
    state,
    dispatch,
    content,
    setContent,
    /** Whether 'Discard this comment?' is asked. */
    isConfirmingDiscard,
    requestDiscard,
    keepEditing: () => setIsConfirmingDiscard(false),
    discard,
    /** The comment went through: its draft is done with. */
    sent: clear,
  };
}

export type DrawnComment = ReturnType<typeof useDrawnComment>;
