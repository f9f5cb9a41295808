import type { ImagePoint, PenColor, Shape } from '@review/contract/geometry';
import { toolFor } from './tools/tools.ts';

/** A mark being drawn, or drawn and waiting for its comment. */
export interface Draft {
  shape: Shape;
  color: PenColor;
  points: ImagePoint[];
}

/**
 * The spec's annotation states: idle; drawing while the pointer is down; awaiting a comment after
 * release (or when the pointer leaves the image); back to idle on submit or discard.
 */
export type DrawState = { phase: 'idle' } | { phase: 'drawing'; draft: Draft } | { phase: 'awaiting'; draft: Draft };

export type DrawAction =
  | { type: 'start'; shape: Shape; color: PenColor; point: ImagePoint }
  | { type: 'move'; point: ImagePoint; pixel: number }
  | { type: 'end'; pixel: number }
  | { type: 'recolor'; color: PenColor }
  | { type: 'discard' };

export const IDLE: DrawState = { phase: 'idle' };

export function drawReducer(state: DrawState, action: DrawAction): DrawState {
  switch (action.type) {
    case 'start':
      // A new drag while a comment is pending would drop the pending mark: the form decides first.
      if (state.phase === 'awaiting') return state;
      return { phase: 'drawing', draft: { shape: action.shape, color: action.color, points: [action.point] } };
    case 'move':
      if (state.phase !== 'drawing') return state;
      return { phase: 'drawing', draft: { ...state.draft, points: toolFor(state.draft.shape).extend(state.draft.points, action.point, action.pixel) } };
    case 'end':
      if (state.phase !== 'drawing') return state;
      return toolFor(state.draft.shape).isMark(state.draft.points, action.pixel) ? { phase: 'awaiting', draft: state.draft } : IDLE;
    case 'recolor':
      if (state.phase === 'idle' || state.draft.color === action.color) return state;
      return { ...state, draft: { ...state.draft, color: action.color } };
    case 'discard':
      return IDLE;
  }
}
