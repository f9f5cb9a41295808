import { createContext, useContext, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VariationChanges } from '@review/contract/changes';
import type { Comment } from '@review/contract/comments';
import type { AnnotationRequestBody } from '../../../annotate/annotation-body.ts';
import type { MentionPerson } from '../../../features/comments/mentions.ts';
import type { FrameSpanBody } from '../../../features/video/frame-span.ts';

/** A drawn mark with its comment, as the screen sends it (a member's mentions are ignored for a guest). */
export type MarkBody = AnnotationRequestBody & Partial<FrameSpanBody> & { mentions: number[] };

/** What the actor may do on the screen, from the server's answers: a member's role, a link's switches. */
export interface ReviewCapabilities {
  /** Draw marks with their comments (every member; a guest when the link allows drawing). */
  draw: boolean;
  /** Resolve threads from the viewer's key (members). */
  resolve: boolean;
}

/** Who the new mark's comment goes out as, asked in its form when not known (a link's guest). */
export interface MarkIdentity {
  /** The fields, saying what is missing once the person tried to send (`attempt` > 0). */
  fields: (attempt: number) => ReactNode;
  /** Whether the mark may go: false keeps the form open, its fields saying why. */
  isComplete: () => boolean;
}

/** Sending a drawn mark: the members' `POST /annotation-comments` or a link's `POST /public/reviews/{token}/annotations`. */
export interface MarkSender {
  send: (body: MarkBody) => Promise<Comment>;
  isSending: boolean;
  error: string | undefined;
  /** The drawing was dropped: its failure goes with it. */
  reset: () => void;
  /** Whose drawings waiting for their comment these are, in this browser (`commentDraftKey`'s owner). */
  draftOwner: string;
  /** Who '@' suggests in the form (nobody, for a guest). */
  people: readonly MentionPerson[];
  identity?: MarkIdentity;
}

/** Retrying a rendering that stopped (members). */
export interface RenderRetry {
  retry: (variationId: number) => void;
  isRetrying: boolean;
  error: string | undefined;
}

/**
 * Where the review screen reads and writes: the members' API or a review link's. One value for the
 * screen's parts, so the viewer, its canvas, markers, video stage, design checks and What changed are
 * the same components for members and guests.
 */
export interface ReviewSource {
  /** `?review={token}` for a link's files; empty for members, whose session loads them. */
  fileQuery: string;
  /** The asset's threads of every variation (resolved ones too), as the actor may see them. */
  comments: { data: readonly Comment[] | undefined; error: Error | null; refetch: () => unknown };
  can: ReviewCapabilities;
  /** The design's viewport is named with the asset's title too (a link's page has no breadcrumbs naming it). */
  namesAsset: boolean;
  marks: MarkSender;
  /** Null where the actor is not offered Retry (a guest is told how rendering goes, not why it stopped). */
  render: RenderRetry | null;
  /** A variation's changed regions against the previous version, asked for only while `isEnabled`. */
  useChanges: (variationId: number | undefined, isEnabled: boolean) => UseQueryResult<VariationChanges>;
  /** What the viewer's resolve key does to the selected thread (nothing where the actor may not resolve). */
  useResolveSelected: (comments: readonly Comment[] | undefined, selectedId: number | null) => () => void;
}

export const ReviewSourceContext = createContext<ReviewSource | null>(null);

export function useReviewSource(): ReviewSource {
  const source = useContext(ReviewSourceContext);
  if (!source) throw new Error('useReviewSource is only available inside a review screen');
  return source;
}
